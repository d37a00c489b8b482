import { useEffect, useMemo } from 'react';
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
import { codeErrorKeys } from '../wrongCode';

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
  /** The last confirmation's failure: a refused code shows under the input, with what to do next; typing clears it. */
  error?: unknown;
  /** The flow offers other methods: a wrong code's text mentions them. */
  otherMethods?: boolean;
  submitLabel?: string;
  onCodeInput: () => void;
  onSubmit: (values: CodeValues) => void;
}

/**
 * A real form, so Enter submits; the input keeps letters and digits only as they are typed. A refused
 * code brings the focus back to the input with the code selected, so the next one replaces it.
 */
export function CodeForm({ kind, withTrustDevice, busy, disabled, error, otherMethods = false, submitLabel, onCodeInput, onSubmit }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => formFor(kind), [kind]);
  const { register, handleSubmit, formState, clearErrors, setFocus } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', isTrustedDevice: false },
  });
  const code = register('code');
  const max = codeLength(kind);
  const fieldError = formState.errors.code && t(fieldErrorKey(formState.errors.code.message, 'code'));
  const refused = codeErrorKeys(error, kind, otherMethods);
  const codeError = refused.length > 0 ? refused.map((key) => t(key)).join(' ') : undefined;
  const isRefused = refused.length > 0;
  // Each refusal (a new error object) brings the person back to type the next code over the last one.
  useEffect(() => {
    if (isRefused && !disabled) setFocus('code', { shouldSelect: true });
  }, [error, isRefused, disabled, setFocus]);
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
