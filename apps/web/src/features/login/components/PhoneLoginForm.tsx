import type { ReactNode } from 'react';
import type { LoginRequest } from '@portal/contract/auth';
import { config } from '../../../config/runtime';
import { useCheckedForm } from '../hooks/useCheckedForm';
import { phoneLoginForm } from '../phoneForms';
import { defaultDialCode } from '../phone';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { PhoneFields } from './UsernameFields';

interface Props {
  onSubmit: (credentials: LoginRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

export function PhoneLoginForm({ onSubmit, busy, captcha }: Props) {
  const { errors, form } = useCheckedForm(phoneLoginForm, onSubmit);
  return (
    <form className="stack" {...form}>
      <PhoneFields dialCode={{ name: 'dialCode', defaultValue: defaultDialCode[config.variant] }} number={{ name: 'number' }} error={errors.number} autoFocus />
      <PasswordAndSubmit error={errors.password} busy={busy} captcha={captcha} />
    </form>
  );
}
