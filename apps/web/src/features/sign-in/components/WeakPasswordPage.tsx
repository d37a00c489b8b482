import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { loginPath } from '../../../lib/routes/paths';
import { formErrorKey } from '../../../lib/api/error-actions';
import { replaceWeakPassword } from '../api/replaceWeakPassword';
import { NewPasswordFields, newPasswordForm, placeFieldErrors, type NewPasswordValues } from '../../password';
import { weakPasswordPermission } from '../flowState';
import { followTarget } from '../../../lib/routes/followTarget';
import { completeLogin } from '../completeLogin';
import '../../../styles/password-pages.css';

/**
 * /weak-password: after the password and the second factor, a password marked weak is replaced
 * before any session exists. The new one signs the person in and takes them where they were going.
 */
export default function WeakPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [reset, setReset] = useState(weakPasswordPermission.read);
  const act = useApiErrorAction({
    restartFlow: () => {
      weakPasswordPermission.forget();
      setReset(null);
    },
  });
  const { register, handleSubmit, formState, watch, setError } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const replace = useMutation({
    mutationFn: (values: NewPasswordValues) => replaceWeakPassword({ reset: reset ?? '', password: values.password }),
    onSuccess: async () => {
      weakPasswordPermission.forget();
      followTarget(navigate, await completeLogin(queryClient, redirect));
    },
    onError: (error) => {
      act(error);
      placeFieldErrors(error, setError, ['password']);
    },
  });
  const expired = !reset;
  const alertKey = replace.isError && !formState.errors.password ? formErrorKey(replace.error) : null;
  return (
    <Card as="section" className="public-card password-page password-page--card" aria-labelledby="weak-password-title">
      <h1 id="weak-password-title">{t('titles.weakPassword')}</h1>
      {expired ? (
        <>
          <Alert tone="error">{t('errors.password.reset_expired')}</Alert>
          <TextLink to={loginPath(redirect)}>{t('password.weak.backToLogin')}</TextLink>
        </>
      ) : (
        <>
          <p className="muted">{t('password.weak.intro')}</p>
          {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
          <form className="stack" noValidate onSubmit={handleSubmit((values) => replace.mutate(values))}>
            <NewPasswordFields
              fields={{ password: register('password'), confirm: register('confirm') }}
              errors={formState.errors}
              password={watch('password')}
            />
            <Button type="submit" busy={replace.isPending} fullWidth>
              {t('password.weak.submit')}
            </Button>
          </form>
        </>
      )}
    </Card>
  );
}
