import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { isLockedError } from '../../../lib/api/error-actions';
import { MfaIllustration } from './MfaIllustration';
import '../../../styles/screens.css';

interface Props {
  error: unknown;
  /** The i18n key of the error to show (the passkeys feature's passkeyErrorKey): kept out of here to avoid an import cycle. */
  errorKey: (error: unknown) => ParseKeys;
  pending: boolean;
  onConfirm: () => void;
  /** Where a locked step starts again (five failures, codes and passkeys alike). */
  restart: { to: string; label: string };
  /** Between the error and the button (the login's trust-this-device choice). */
  children?: ReactNode;
  footer?: ReactNode;
}

/** A second factor by passkey: the browser's passkey dialog instead of a code input (login and reset). */
export function PasskeyFactorCard({ error, errorKey, pending, onConfirm, restart, children, footer }: Props) {
  const { t } = useTranslation();
  const locked = isLockedError(error);
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind="passkey" />
      <h1>{t('mfa.confirm.title.passkey')}</h1>
      <p className="muted">{t('mfa.confirm.instruction.passkey')}</p>
      {locked ? (
        <Alert tone="error">
          {t('errors.auth.too_many_attempts')}
          <TextLink to={restart.to}>{restart.label}</TextLink>
        </Alert>
      ) : (
        !!error && <Alert tone="error">{t(errorKey(error))}</Alert>
      )}
      {children}
      <Button fullWidth busy={pending} disabled={locked} onClick={onConfirm}>
        <Icon name="passkey" />
        {t('passkeys.secondFactor.button')}
      </Button>
      {footer && <div className="mfa-screen__footer">{footer}</div>}
    </Card>
  );
}
