import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordRequest } from '@portal/contract/password-reset';
import { Button } from '../../../components/ui/Button';
import { config } from '../../../config/runtime';
import { PhoneFields } from '../../../components/username/UsernameFields';
import { defaultDialCode } from '../../../lib/username/phone';
import { forgotPhoneForm } from '../forms';

interface Props {
  onSubmit: (request: ForgotPasswordRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

/** The phone number as on the login page: the country code, then the number. */
export function ForgotPhoneForm({ onSubmit, busy, captcha }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPhoneForm),
    defaultValues: { dialCode: defaultDialCode[config.variant], number: '' },
  });
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      {/* The number is checked with its country code: another code checks it again. */}
      <PhoneFields dialCode={register('dialCode', { deps: 'number' })} number={register('number')} error={formState.errors.number?.message} autoFocus />
      {captcha}
      <Button type="submit" busy={busy} fullWidth>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
