import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Icon } from '../../../components/icons/Icon';
import { formatTarget } from '../../../lib/format/phone';
import { methodIcon } from '../../mfa';

/** A method's icon, kind, primary badge and target, as every list of methods shows them. */
export function MethodText({ method }: { method: MfaMethod }) {
  const { t } = useTranslation();
  return (
    <>
      <Icon name={methodIcon[method.method]} className="security-list__icon" />
      <span className="security-list__text">
        <span className="security-list__name">
          {t(`mfa.kind.${method.method}`)} {method.primary && <span className="badge">{t('security.twoStep.primary')}</span>}
        </span>
        {method.target && <span className="security-list__detail">{formatTarget(method.method, method.target)}</span>}
      </span>
    </>
  );
}
