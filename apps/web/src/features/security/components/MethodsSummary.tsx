import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { methodIcon } from '../../mfa/components/methodIcon';
import { mfaMethodsQuery } from '../../mfa/queries';

/** The two-step verification methods, primary first, read-only (changes happen on mfa-edit). */
export function MethodsSummary() {
  const { t } = useTranslation();
  const methods = useQuery(mfaMethodsQuery);
  if (methods.isPending) return <Spinner size={20} />;
  if (!methods.data?.length) return <p className="muted">{t('security.twoStep.none')}</p>;
  return (
    <ul className="security-list">
      {methods.data.map((method) => (
        <li key={method.id} className="security-list__item">
          <Icon name={methodIcon[method.method]} className="security-list__icon" />
          <span className="security-list__text">
            <span className="security-list__name">
              {t(`mfa.kind.${method.method}`)} {method.primary && <span className="badge">{t('security.twoStep.primary')}</span>}
            </span>
            {method.target && <span className="security-list__detail">{method.target}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
