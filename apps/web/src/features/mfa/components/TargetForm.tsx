import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { phone } from '@portal/contract/phone';
import { email } from '@portal/contract/rules';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';

interface Props {
  kind: 'email' | 'sms';
  defaultValue: string;
  label: string;
  hint?: string;
  submitLabel: string;
  busy: boolean;
  /** The server's answer on the last target (already translated), e.g. a duplicate. */
  serverError?: string;
  onInput: () => void;
  onSubmit: (target: string) => void;
}

/** The e-mail address or mobile number of a method to add, checked with the contract's rules. */
export function TargetForm({ kind, defaultValue, label, hint, submitLabel, busy, serverError, onInput, onSubmit }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => z.object({ target: kind === 'email' ? email : phone }), [kind]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { target: defaultValue },
  });
  const field = register('target', { onChange: onInput });
  const fieldError = formState.errors.target && t(fieldErrorKey(formState.errors.target.message, kind === 'email' ? 'email' : 'phone'));
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((values) => onSubmit(values.target))}>
      <TextField
        {...field}
        label={label}
        hint={hint}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        autoFocus
        error={serverError ?? fieldError}
      />
      <Button type="submit" busy={busy} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
