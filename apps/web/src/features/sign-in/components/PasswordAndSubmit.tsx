import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';

interface Props {
  field: UseFormRegisterReturn<'password'>;
  /** The password's error code, if any. */
  error: string | undefined;
  busy: boolean;
  /** The captcha, when the server asks for one: between the password and the button. */
  captcha?: ReactNode;
}

/** The end of both login forms: the password and the submit button. */
export function PasswordAndSubmit({ field, error, busy, captcha }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={error && t(fieldErrorKey(error))}
        {...field}
      />
      {captcha}
      <Button type="submit" busy={busy} fullWidth>
        {t('login.submit')}
      </Button>
    </>
  );
}
