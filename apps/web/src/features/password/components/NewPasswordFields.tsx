import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/PasswordField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { PasswordMeter } from './PasswordMeter';

interface Props {
  fields: { password: UseFormRegisterReturn<'password'>; confirm: UseFormRegisterReturn<'confirm'> };
  errors: { password?: FieldError; confirm?: FieldError };
  /** The new password as typed, for the meter. */
  password: string;
}

/** The new password, its strength and the confirmation: shared by the change and weak-password forms. */
export function NewPasswordFields({ fields, errors, password }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        error={errors.password && t(fieldErrorKey(errors.password.message))}
        {...fields.password}
      />
      <PasswordMeter password={password} />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        error={errors.confirm && t(fieldErrorKey(errors.confirm.message))}
        {...fields.confirm}
      />
    </>
  );
}
