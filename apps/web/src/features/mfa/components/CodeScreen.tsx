import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasDeliveredCode, type MfaMethodKind } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ScreenTitle } from '../../../components/ui/ScreenTitle';
import { formErrorKey, isLockedError } from '../../../lib/api/error-actions';
import { formatTarget } from '../../../lib/format/phone';
import { CodeForm, type CodeValues } from './CodeForm';
import { MfaIllustration } from './MfaIllustration';
import { ResendCode } from './ResendCode';
import '../../../styles/screens.css';

interface Props {
  kind: MfaMethodKind;
  /** The e-mail address or number the code went to (masked during a login). */
  target: string | null;
  withTrustDevice: boolean;
  busy: boolean;
  /** The last confirmation's failure, if any. */
  error: unknown;
  /** The flow offers other methods: a wrong code's text mentions them. */
  otherMethods?: boolean;
  onSubmit: (values: CodeValues) => void;
  onCodeInput: () => void;
  /** Sends the code again; only e-mail and SMS have a resend link. */
  resend?: () => Promise<unknown>;
  /** Seconds before the first resend when the server said so; 15 otherwise. */
  resendWait?: number;
  onExpired: () => void;
  /** Shown with the too-many-attempts alert: the way back to the start. */
  lockedAction?: ReactNode;
  /** Below the form: another way in (a recovery key), for instance. */
  extra?: ReactNode;
  footer: ReactNode;
  submitLabel?: string;
  /** Where the screen stands in a set-up ("Step 2 of 3"). */
  step?: string | null;
}

/**
 * The MFA confirmation screen (specification): the method's picture, title and instruction, the code
 * input with its inline error, resend with countdown for delivered codes, and the way back.
 */
export function CodeScreen({ kind, target, withTrustDevice, busy, error, otherMethods, onSubmit, onCodeInput, resend, resendWait, onExpired, lockedAction, extra, footer, submitLabel, step }: Props) {
  const { t } = useTranslation();
  const locked = isLockedError(error);
  const formError = formErrorKey(error);
  const shownTarget = target ? formatTarget(kind, target) : (kind === 'email' || kind === 'sms' ? t(`mfa.confirm.targetFallback.${kind}`) : '');
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind={kind} />
      <ScreenTitle step={step}>{t(`mfa.confirm.title.${kind}`)}</ScreenTitle>
      <p className="muted">{t(`mfa.confirm.instruction.${kind}`, { target: shownTarget })}</p>
      {locked && (
        <Alert tone="error">
          {t('errors.auth.too_many_attempts')}
          {lockedAction}
        </Alert>
      )}
      {formError && <Alert tone="error">{t(formError)}</Alert>}
      <CodeForm
        kind={kind}
        withTrustDevice={withTrustDevice}
        busy={busy}
        disabled={locked}
        error={error}
        otherMethods={otherMethods}
        submitLabel={submitLabel}
        onCodeInput={onCodeInput}
        onSubmit={onSubmit}
      />
      {resend && hasDeliveredCode(kind) && !locked && <ResendCode resend={resend} onExpired={onExpired} initialSeconds={resendWait} />}
      {extra}
      <div className="mfa-screen__footer">{footer}</div>
    </Card>
  );
}
