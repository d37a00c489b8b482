import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Checkbox } from '../../../../components/ui/Checkbox';
import { TextField } from '../../../../components/ui/TextField';
import { errorKey, fieldErrorKey } from '../../../../lib/i18n/errorKeys';
import { ReasonField } from '../ReasonField';
import type { AppValues } from './appForm';
import { TextAreaField } from '../../../../components/ui/TextAreaField';

interface Props<T> {
  initial: AppValues;
  resolver: Resolver<AppValues, unknown, T>;
  /** Registering asks whether the app is public; editing cannot change it. */
  register?: boolean;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (request: T) => void;
  onCancel: () => void;
}

/** A partner app's form: name, redirect URIs, sign-out URIs, scope (and public, when registering), reason. */
export function AppForm<T>({ initial, resolver, register: registering = false, submitLabel, busy, error, onSubmit, onCancel }: Props<T>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<AppValues, unknown, T>({ resolver, defaultValues: initial });
  const errorOf = (name: keyof AppValues) => {
    const message = formState.errors[name]?.message;
    return message && t(fieldErrorKey(message));
  };
  return (
    <form className="desk-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label={t('desk.adminApps.name')} autoComplete="off" error={errorOf('name')} {...register('name')} />
      <TextAreaField label={t('desk.adminApps.redirectUris')} hint={t('desk.adminApps.urisHint')} spellCheck={false} error={errorOf('redirect_uris')} {...register('redirect_uris')} />
      <TextAreaField label={t('desk.adminApps.postLogoutUris')} hint={t('desk.adminApps.urisHint')} spellCheck={false} error={errorOf('post_logout_redirect_uris')} {...register('post_logout_redirect_uris')} />
      <TextField label={t('desk.adminApps.scope')} hint={t('desk.adminApps.scopeHint')} autoComplete="off" spellCheck={false} error={errorOf('scope')} {...register('scope')} />
      {registering && <Checkbox label={t('desk.adminApps.public')} hint={t('desk.adminApps.publicHint')} {...register('public')} />}
      <ReasonField field={register('reason')} error={formState.errors.reason?.message} />
      {error !== null && error !== undefined && <Alert tone="error">{t(errorKey(error))}</Alert>}
      <div className="desk-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('desk.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
