import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordRequest } from '@portal/contract/password-reset';
import { Button } from '../../../components/ui/Button';
import { EmailField } from '../../../components/username/UsernameFields';
import { forgotEmailForm } from '../forms';

interface Props {
  onSubmit: (request: ForgotPasswordRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

/** The e-mail address as on the login page. */
export function ForgotEmailForm({ onSubmit, busy, captcha }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(forgotEmailForm), defaultValues: { email: '' } });
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <EmailField field={register('email')} error={formState.errors.email?.message} autoFocus />
      {captcha}
      <Button type="submit" busy={busy} fullWidth>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
