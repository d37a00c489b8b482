import { useMemo } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { homeCountry } from '@portal/contract/countries';
import type { ContactChallenge, ContactKind } from '@portal/contract/profile';
import { ApiError } from '../../../lib/api/ApiError';
import { shownError } from '../../../lib/api/error-actions';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { config } from '../../../config/runtime';
import { useMutation } from '@tanstack/react-query';
import { startContact } from '../api/profileApi';
import { contactAddForm, countryOptions } from '../contactRules';
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
  const schema = useMemo(() => contactAddForm(kind), [kind]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { value: '', country: homeCountry[config.variant] },
  });
  const start = useMutation({ mutationFn: (target: string) => startContact(kind, target), onSuccess: onStarted, onError: (e) => act(e) });
  const countries = useMemo(() => countryOptions((c) => countryName(c, i18n.language), homeCountry[config.variant], i18n.language.replace('_', '-')), [i18n.language]);

  const serverError = shownError(start.error);
  // The address sent: the way to the merge of the account that already has it.
  const taken = start.error instanceof ApiError && takenCodes.has(start.error.code) ? start.variables : null;
  const typedError = formState.errors.value && t(fieldErrorKey(formState.errors.value.message, kind));
  const fieldError = typedError || (serverError?.kind === 'inline' ? t(serverError.key) : undefined);

  return (
    <form className="stack contact-add" noValidate onSubmit={handleSubmit((target) => start.mutate(target))}>
      <div className={kind === 'phone' ? 'contact-add__phone' : undefined}>
        {kind === 'phone' && (
          // The number is read in the chosen country: another country checks it again.
          <SelectField label={t('contacts.country')} {...register('country', { deps: 'value' })}>
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
          error={fieldError}
          /* The server's answer was about what was typed before: typing again clears it. */
          {...register('value', { onChange: () => start.reset() })}
        />
      </div>
      {taken && (
        <p className="contact-add__duplicate">
          {t('contacts.duplicateHint')}{' '}
          <Link to={`/duplicated?${new URLSearchParams({ target: taken, method: kind }).toString()}`}>{t('titles.duplicated')}</Link>
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
