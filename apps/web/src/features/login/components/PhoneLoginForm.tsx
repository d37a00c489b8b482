import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@portal/contract/auth';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { config } from '../../../config/runtime';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { phoneLoginForm } from '../forms';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { defaultDialCode, dialCodes } from '../phone';

interface Props {
  onSubmit: (credentials: LoginRequest) => void;
  busy: boolean;
  captcha?: ReactNode;
}

export function PhoneLoginForm({ onSubmit, busy, captcha }: Props) {
  const { t, i18n } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(phoneLoginForm),
    defaultValues: { dialCode: defaultDialCode[config.variant], number: '', password: '' },
  });
  const { errors } = formState;
  const regionNames = new Intl.DisplayNames([i18n.language.slice(0, 2)], { type: 'region' });
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="login-phone">
        <SelectField label={t('login.countryCode')} className="login-phone__code" {...register('dialCode')}>
          {dialCodes.map(({ region, code }) => (
            <option key={region} value={code}>
              {`${code} ${regionNames.of(region) ?? region}`}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('login.phone')}
          type="tel"
          autoComplete="username"
          inputMode="tel"
          hint={t('login.phoneHint')}
          className="login-phone__number"
          error={errors.number && t(fieldErrorKey(errors.number.message))}
          {...register('number')}
        />
      </div>
      <PasswordAndSubmit field={register('password')} error={errors.password} busy={busy} captcha={captcha} />
    </form>
  );
}
