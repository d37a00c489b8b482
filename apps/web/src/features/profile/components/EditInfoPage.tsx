import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { localesByVariant, userLocale, type Locale } from '@portal/contract/variants';
import { genders } from '@portal/contract/profile';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { config } from '../../../config/runtime';
import { formErrorKey } from '../../../lib/api/error-actions';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { localeNames } from '../../../lib/i18n/localeRules';
import { useUser } from '../../session';
import type { User } from '@portal/contract/user';
import { updateProfile } from '../api/profileApi';
import { useProfileChange } from '../hooks/useProfileUpdate';
import { infoFormSchema, toProfileUpdate, type InfoFormValues } from '../infoForm';
import type { ProfileToastState } from '../toast';
import './Profile.css';

/** /profile/edit-info (only from the profile): names, birthdate, gender and language. */
export default function EditInfoPage() {
  const user = useUser();
  return user ? <EditInfoForm user={user} /> : <Loading />;
}

function EditInfoForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = useApiErrorAction();
  const save = useProfileChange(updateProfile);
  const { register, handleSubmit, formState } = useForm<InfoFormValues, unknown, z.output<typeof infoFormSchema>>({
    resolver: zodResolver(infoFormSchema),
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      birthdate: user.birthdate ?? '',
      gender: user.gender ?? '',
      language: userLocale(config.variant, user.language),
    },
  });
  const error = (name: keyof InfoFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(fieldErrorKey(message, name === 'firstname' || name === 'lastname' ? name : undefined)) : undefined;
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(toProfileUpdate(values), {
      // The saved language applies at once: the session user changes, useApplyUserLocale follows.
      onSuccess: () => void navigate(pathOf('profile'), { state: { toast: 'info' } satisfies ProfileToastState }),
      onError: (e) => act(e),
    }),
  );
  const formError = formErrorKey(save.error);
  const locales: readonly Locale[] = localesByVariant[config.variant];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="profile stack">
      <h1>{t('titles.editInfo')}</h1>
      <Card>
        <form className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          {formError && <Alert tone="error">{t(formError)}</Alert>}
          <div className="profile-form__grid">
            <TextField {...register('firstname')} label={t('profile.firstname')} autoComplete="given-name" error={error('firstname')} />
            <TextField {...register('lastname')} label={t('profile.lastname')} autoComplete="family-name" error={error('lastname')} />
            <TextField {...register('birthdate')} type="date" max={today} min="1900-01-01" label={t('profile.birthdate')} autoComplete="bday" error={error('birthdate')} />
            <SelectField {...register('gender')} label={t('profile.gender')}>
              <option value="">{t('profile.notGiven')}</option>
              {genders.map((g) => (
                <option key={g} value={g}>
                  {t(`profile.genders.${g}`)}
                </option>
              ))}
            </SelectField>
            <SelectField {...register('language')} label={t('profile.language')}>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {localeNames[l]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="profile-form__actions">
            <Button type="submit" busy={save.isPending}>
              {t('profile.save')}
            </Button>
            <TextLink to={pathOf('profile')}>{t('profile.cancel')}</TextLink>
          </div>
        </form>
      </Card>
    </section>
  );
}
