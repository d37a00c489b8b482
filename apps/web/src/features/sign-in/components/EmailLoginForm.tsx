import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginRequest } from '@portal/contract/auth';
import { emailLoginForm } from '../forms';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { EmailField } from '../../../components/username/UsernameFields';

interface Props {
  onSubmit: (credentials: LoginRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

export function EmailLoginForm({ onSubmit, busy, captcha }: Props) {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(emailLoginForm), defaultValues: { email: '', password: '' } });
  return (
    // POST, never the default GET: the drawn copy of this form (before the script runs) would put
    // the e-mail and password in the address bar, the logs and the Referer if sent without it. The
    // server answers such a POST with the page again, its body unread (site/drawn-form-posts.ts).
    <form className="stack" method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      {/* "webauthn" lets the browser offer this site's passkeys in the autofill (PasskeySignIn). */}
      <EmailField field={register('email')} error={formState.errors.email?.message} autoComplete="username webauthn" autoFocus />
      <PasswordAndSubmit field={register('password')} error={formState.errors.password?.message} busy={busy} captcha={captcha} />
    </form>
  );
}
