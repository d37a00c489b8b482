import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextLink } from '../../../components/ui/TextLink';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { pathOf } from '../../../lib/routes/routes';
import { formErrorKey } from '../../../lib/api/error-actions';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { changePassword } from '../api/changePassword';
import { changePasswordForm, type ChangePasswordValues } from '../forms';
import { placeFieldErrors } from '../serverFieldErrors';
import { NewPasswordFields } from './NewPasswordFields';
import '../../../styles/password-pages.css';

/** /security/edit-password (behind a step-up): the current password, then the new one twice. */
export default function EditPasswordPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, watch, setError, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const act = useApiErrorAction({ stepUp: { to: 'edit-password' } });
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => changePassword({ current: values.current, password: values.password }),
    onSuccess: () => {
      reset();
      setDone(true);
    },
    onError: (error) => {
      if (!placeFieldErrors(error, setError, ['current', 'password'])) act(error);
    },
  });
  const { errors } = formState;
  const alertKey = change.isError && !errors.current && !errors.password ? formErrorKey(change.error) : null;
  return (
    <div className="password-page">
      <header className="password-page__header">
        <h1>{t('titles.editPassword')}</h1>
        <p className="muted">{t('password.edit.intro')}</p>
      </header>
      {done && (
        <Alert tone="success" onClose={() => setDone(false)}>
          {t('password.edit.changed')}
        </Alert>
      )}
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <Card as="section" aria-label={t('titles.editPassword')}>
        <form className="stack" noValidate onSubmit={handleSubmit((values) => { setDone(false); change.mutate(values); })}>
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            error={errors.current && t(fieldErrorKey(errors.current.message))}
            {...register('current')}
          />
          <NewPasswordFields
            fields={{ password: register('password'), confirm: register('confirm') }}
            errors={errors}
            password={watch('password')}
          />
          <p className="muted password-page__note">{t('password.edit.othersSignedOut')}</p>
          <div className="password-page__actions">
            <Button type="submit" busy={change.isPending}>
              {t('password.edit.submit')}
            </Button>
            <TextLink to={pathOf('security')}>{t('password.edit.back')}</TextLink>
          </div>
        </form>
      </Card>
    </div>
  );
}
