import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { formErrorKey } from '../../../lib/api/error-actions';
import { NewPasswordFields, newPasswordForm, placeFieldErrors, type NewPasswordValues } from '../../password';
import { resetPassword } from '../api/resetPassword';
import '../../../styles/screens.css';

interface Props {
  payload: string;
  onDone: () => void;
  onExpired: () => void;
}

/** The last step: the new password and its confirmation; saving it signs the account out everywhere. */
export function NewPasswordStep({ payload, onDone, onExpired }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch, setError } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });
  const act = useApiErrorAction({ restartFlow: onExpired });
  const save = useMutation({
    mutationFn: (values: NewPasswordValues) => resetPassword({ payload, password: values.password, password_confirmation: values.confirm }),
    onSuccess: onDone,
    onError: (error) => {
      act(error);
      placeFieldErrors(error, setError, ['password']);
    },
  });
  const alertKey = save.isError && !formState.errors.password ? formErrorKey(save.error) : null;
  return (
    <Card as="section" className="public-card stack forgot" aria-labelledby="reset-password-title">
      <div className="screen-heading">
        <h1 id="reset-password-title">{t('titles.resetPassword')}</h1>
        <p className="muted">{t('forgotPassword.password.intro')}</p>
      </div>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <form className="stack" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <NewPasswordFields fields={{ password: register('password'), confirm: register('confirm') }} errors={formState.errors} password={watch('password')} />
        <Button type="submit" busy={save.isPending} fullWidth>
          {t('forgotPassword.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
