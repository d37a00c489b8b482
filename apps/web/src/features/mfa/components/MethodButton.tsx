import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Icon } from '../../../components/icons/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { formatTarget } from '../../../lib/format/phone';
import { methodIcon } from './methodIcon';

interface Props {
  method: MfaMethod;
  busy: boolean;
  disabled: boolean;
  onPick: () => void;
}

/** Named "E-mail j***@example.be": the kind, then the masked target. */
export function MethodButton({ method, busy, disabled, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <button type="button" className="method-button" onClick={onPick} disabled={disabled} aria-busy={busy || undefined}>
      <span className="icon-badge">
        <Icon name={methodIcon[method.method]} />
      </span>
      <span className="method-button__text">
        <span className="method-button__kind">{t(`mfa.kind.${method.method}`)}</span>{' '}
        {method.target && <span className="method-button__target">{formatTarget(method.method, method.target)}</span>}
      </span>
      {busy ? <Spinner size={18} /> : <Icon name="chevronRight" className="method-button__chevron" />}
    </button>
  );
}
