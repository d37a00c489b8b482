import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeCountry, isEuropeanCountry, type EuropeanCountry } from '@portal/contract/countries';
import type { ContactChallenge, ContactKind } from '@portal/contract/profile';
import { ApiError } from '../../../lib/api/ApiError';
import { errorAction, shownError } from '../../../lib/api/error-actions';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { config } from '../../../config/runtime';
import { useMutation } from '@tanstack/react-query';
import { startContact } from '../api/profileApi';
import { contactTarget, countryOptions } from '../contactRules';
import { countryName } from '../countryNames';

interface Props {
  kind: ContactKind;
  onStarted: (challenge: ContactChallenge) => void;
  onCancel: () => void;
}

const takenCodes = new Set(['contact.email_taken', 'contact.phone_taken']);

/** Step one of adding an e-mail or phone: the address, or a country and a number, then a code is sent. */
export function AddContactForm({ kind, onStarted, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const act = useApiErrorAction({ stepUp: { to: 'edit-credentials' } });
  const [value, setValue] = useState('');
  const [country, setCountry] = useState<EuropeanCountry>(homeCountry[config.variant]);
  const [invalid, setInvalid] = useState(false);
  const start = useMutation({ mutationFn: (target: string) => startContact(kind, target), onSuccess: onStarted, onError: (e) => act(e) });
  const countries = useMemo(() => countryOptions((c) => countryName(c, i18n.language), homeCountry[config.variant], i18n.language.replace('_', '-')), [i18n.language]);

  const target = contactTarget(kind, value, country);
  const serverError = shownError(start.error);
  const taken = start.error instanceof ApiError && takenCodes.has(start.error.code);
  const fieldError = invalid ? t(kind === 'email' ? 'validation.email' : 'validation.phone') : serverError && errorAction(start.error).kind === 'inline' ? t(serverError.key) : undefined;

  return (
    <form
      className="stack contact-add"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setInvalid(target === null);
        if (target !== null) start.mutate(target);
      }}
    >
      <div className={kind === 'phone' ? 'contact-add__phone' : undefined}>
        {kind === 'phone' && (
          <SelectField label={t('contacts.country')} value={country} onChange={(e) => isEuropeanCountry(e.target.value) && setCountry(e.target.value)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.dial})`}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t(kind === 'email' ? 'contacts.newEmail' : 'contacts.newPhone')}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          autoComplete={kind === 'email' ? 'email' : 'tel'}
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
            start.reset();
          }}
          error={fieldError}
        />
      </div>
      {taken && target && (
        <p className="contact-add__duplicate">
          {t('contacts.duplicateHint')}{' '}
          <Link to={`/duplicated?${new URLSearchParams({ target, method: kind }).toString()}`}>{t('titles.duplicated')}</Link>
        </p>
      )}
      <div className="profile-form__actions">
        <Button type="submit" busy={start.isPending}>
          {t('contacts.sendCode')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('contacts.cancel')}
        </Button>
      </div>
    </form>
  );
}
