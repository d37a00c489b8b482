import type { ReactNode } from 'react';
import type { LoginRequest } from '@portal/contract/auth';
import { emailLoginForm } from '../forms';
import { useCheckedForm } from '../hooks/useCheckedForm';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { EmailField } from './UsernameFields';

interface Props {
  onSubmit: (credentials: LoginRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

export function EmailLoginForm({ onSubmit, busy, captcha }: Props) {
  const { errors, form } = useCheckedForm(emailLoginForm, onSubmit);
  return (
    <form className="stack" {...form}>
      {/* "webauthn" lets the browser offer this site's passkeys in the autofill (PasskeySignIn). */}
      <EmailField field={{ name: 'email' }} error={errors.email} autoComplete="username webauthn" autoFocus />
      <PasswordAndSubmit error={errors.password} busy={busy} captcha={captcha} />
    </form>
  );
}
