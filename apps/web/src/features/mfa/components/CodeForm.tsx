import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginMfaConfirmRequest } from '@portal/contract/auth';
import type { MfaMethodKind } from '@portal/contract/mfa';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { codeLength, filterCode, isNumericCode } from '../codeInput';

const codeForm = loginMfaConfirmRequest.omit({ payload: true });
export type CodeValues = z.output<typeof codeForm>;

interface Props {
  kind: MfaMethodKind;
  withTrustDevice: boolean;
  busy: boolean;
  disabled: boolean;
  /** The server's verdict on the last code (already translated); typing clears it. */
  codeError?: string;
  onCodeInput: () => void;
  onSubmit: (values: CodeValues) => void;
}

/** A real form, so Enter submits; the input keeps letters and digits only as they are typed. */
export function CodeForm({ kind, withTrustDevice, busy, disabled, codeError, onCodeInput, onSubmit }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, clearErrors } = useForm({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '', isTrustedDevice: false },
  });
  const code = register('code');
  const max = codeLength(kind);
  const fieldError = formState.errors.code && t(fieldErrorKey(formState.errors.code.message));
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        {...code}
        label={t('mfa.confirm.code')}
        autoComplete="one-time-code"
        inputMode={isNumericCode(kind) ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        className="code-field"
        disabled={disabled}
        error={codeError ?? fieldError}
        onChange={(event) => {
          event.target.value = filterCode(event.target.value, max);
          clearErrors('code');
          onCodeInput();
          void code.onChange(event);
        }}
      />
      {withTrustDevice && (
        <Checkbox label={t('mfa.confirm.trustDevice')} hint={t('mfa.confirm.trustHint')} disabled={disabled} {...register('isTrustedDevice')} />
      )}
      <Button type="submit" busy={busy} disabled={disabled} fullWidth>
        {t('mfa.confirm.submit')}
      </Button>
    </form>
  );
}
