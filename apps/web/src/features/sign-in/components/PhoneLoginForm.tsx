import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginRequest } from '@portal/contract/auth';
import { config } from '../../../config/runtime';
import { phoneLoginForm } from '../phoneForms';
import { defaultDialCode } from '../../../lib/username/phone';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { PhoneFields } from '../../../components/username/UsernameFields';

interface Props {
  onSubmit: (credentials: LoginRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

export function PhoneLoginForm({ onSubmit, busy, captcha }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(phoneLoginForm),
    defaultValues: { dialCode: defaultDialCode[config.variant], number: '', password: '' },
  });
  return (
    <form className="stack" method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      {/* The number is checked with its country code: another code checks it again. */}
      <PhoneFields dialCode={register('dialCode', { deps: 'number' })} number={register('number')} error={formState.errors.number?.message} autoFocus />
      <PasswordAndSubmit field={register('password')} error={formState.errors.password?.message} busy={busy} captcha={captcha} />
    </form>
  );
}
