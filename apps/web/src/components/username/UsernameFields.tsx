import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { fieldErrorKey } from '../../lib/i18n/errorKeys';
import { dialCodes } from '../../lib/username/phone';
import './UsernameFields.css';

interface EmailProps {
  /** What react-hook-form's register() returns (the login and the forgotten-password forms). */
  field: UseFormRegisterReturn;
  /** The error code (fieldErrorKey), if any. */
  error: string | undefined;
  /** The login adds "webauthn" so that the browser offers this site's passkeys (PasskeySignIn). */
  autoComplete?: string;
  autoFocus?: boolean;
}

/** The e-mail address as a login name: on the login and on the forgotten-password forms. */
export function EmailField({ field, error, autoComplete = 'username', autoFocus }: EmailProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.email')}
      type="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      autoFocus={autoFocus}
      error={error && t(fieldErrorKey(error, 'email'))}
      {...field}
    />
  );
}

interface PhoneProps {
  dialCode: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  /** The number's error code: the form checks both inputs together and reports it on the number. */
  error: string | undefined;
  autoFocus?: boolean;
  /** The number's label where it is not a login name: the onboarding's "Mobile phone number". */
  label?: string;
  /** "username" for a login name; a number being registered is "tel-national" (the country is picked apart). */
  autoComplete?: string;
}

/**
 * A phone number as the country code, then the national number (see composePhone): the login's,
 * the forgotten password's and the onboarding's phone step, one component.
 */
export function PhoneFields({ dialCode, number, error, autoFocus, label, autoComplete = 'username' }: PhoneProps) {
  const { t, i18n } = useTranslation();
  const regionNames = new Intl.DisplayNames([i18n.language.slice(0, 2)], { type: 'region' });
  return (
    <div className="login-phone">
      <SelectField label={t('login.countryCode')} {...dialCode}>
        {dialCodes.map(({ region, code }) => (
          <option key={region} value={code}>
            {`${code} ${regionNames.of(region) ?? region}`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={label ?? t('login.phone')}
        type="tel"
        autoComplete={autoComplete}
        inputMode="tel"
        hint={t('login.phoneHint')}
        autoFocus={autoFocus}
        error={error && t(fieldErrorKey(error, 'phone'))}
        {...number}
      />
    </div>
  );
}
