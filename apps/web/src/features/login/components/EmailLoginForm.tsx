import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@portal/contract/auth';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { emailLoginForm } from '../forms';
import { PasswordAndSubmit } from './PasswordAndSubmit';

interface Props {
  onSubmit: (credentials: LoginRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

export function EmailLoginForm({ onSubmit, busy, captcha }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(emailLoginForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('login.email')}
        type="email"
        // "webauthn" lets the browser offer this site's passkeys in the autofill (PasskeySignIn).
        autoComplete="username webauthn"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email && t(fieldErrorKey(errors.email.message))}
        {...register('email')}
      />
      <PasswordAndSubmit field={register('password')} error={errors.password} busy={busy} captcha={captcha} />
    </form>
  );
}
