import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { MfaMethodKind } from '@portal/contract/mfa';
import { codeRuleFor } from '@portal/contract/rules';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { codeLength, filterCode, isNumericCode } from '../codeInput';

export interface CodeValues {
  code: string;
  isTrustedDevice: boolean;
}

/** The form's rule is the contract's rule of the method: card number, 6 digits, or letters and digits. */
const formFor = (kind: MfaMethodKind) => z.object({ code: codeRuleFor(kind), isTrustedDevice: z.boolean() });

interface Props {
  kind: MfaMethodKind;
  withTrustDevice: boolean;
  busy: boolean;
  disabled: boolean;
  /** The server's verdict on the last code (already translated); typing clears it. */
  codeError?: string;
  submitLabel?: string;
  onCodeInput: () => void;
  onSubmit: (values: CodeValues) => void;
}

/** A real form, so Enter submits; the input keeps letters and digits only as they are typed. */
export function CodeForm({ kind, withTrustDevice, busy, disabled, codeError, submitLabel, onCodeInput, onSubmit }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => formFor(kind), [kind]);
  const { register, handleSubmit, formState, clearErrors } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', isTrustedDevice: false },
  });
  const code = register('code');
  const max = codeLength(kind);
  const fieldError = formState.errors.code && t(fieldErrorKey(formState.errors.code.message));
  const label = kind === 'card' ? t('codeScreen.label.card') : kind === 'totpRecovery' ? t('codeScreen.label.totpRecovery') : t('mfa.confirm.code');
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        {...code}
        label={label}
        hint={kind === 'card' ? t('codeScreen.cardHint') : undefined}
        autoComplete={kind === 'card' ? 'off' : 'one-time-code'}
        inputMode={isNumericCode(kind) ? 'numeric' : 'text'}
        autoCapitalize={kind === 'totpRecovery' ? 'characters' : 'none'}
        spellCheck={false}
        autoFocus
        className={kind === 'card' || kind === 'totpRecovery' ? 'code-field code-field--long' : 'code-field'}
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
        {submitLabel ?? t('mfa.confirm.submit')}
      </Button>
    </form>
  );
}
