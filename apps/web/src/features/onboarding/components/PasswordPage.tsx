import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { formErrorKey } from '../../../lib/api/error-actions';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { finishOnboarding } from '../api/onboardingApi';
import { useStepError } from '../hooks/useStepError';
import { onboardingOutcome, onboardingToken } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';
import { NewPasswordFields, newPasswordForm, placeFieldErrors, type NewPasswordValues } from '../../password';
import { completeLogin } from '../../sign-in';

function PasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useStepError();
  const { register, handleSubmit, formState, watch, setError } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const finish = useMutation({
    mutationFn: (values: NewPasswordValues) =>
      finishOnboarding({ token, password: values.password, password_confirmation: values.confirm, language: currentLanguage() }),
    onSuccess: async ({ outcome }) => {
      // The account exists: the onboarding is spent, only its outcome is left to show.
      onboardingOutcome.save(outcome);
      onboardingToken.forget();
      // The server signed the person in (the login cookie): the session loads as after any sign-in.
      // Should that fail, the confirmation still shows, and offers the sign-in instead.
      await completeLogin(queryClient, null).catch(() => null);
      await navigate(pathOf('onboarding.confirmation'), { replace: true });
    },
    onError: (error) => {
      onError(error);
      placeFieldErrors(error, setError, ['password']);
    },
  });
  const alertKey = finish.isError && !formState.errors.password ? formErrorKey(finish.error) : null;
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((values) => finish.mutate(values))}>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <NewPasswordFields fields={{ password: register('password'), confirm: register('confirm') }} errors={formState.errors} password={watch('password')} />
      <Button type="submit" busy={finish.isPending} fullWidth>
        {t('onboarding.password.submit')}
      </Button>
    </form>
  );
}

/** /onboarding/password: the password (the contract's policy) that completes the account and signs in. */
export default function PasswordPage() {
  const { t } = useTranslation();
  return (
    <OnboardingStep title={t('titles.onboardingPassword')}>
      {(_state, token) => (
        <OnboardingCard
          title={t('titles.onboardingPassword')}
          lead={t('onboarding.password.lead')}
          footer={<TextLink to={pathOf('onboarding.phone-verification')}>{t('onboarding.back')}</TextLink>}
        >
          <PasswordForm token={token} />
        </OnboardingCard>
      )}
    </OnboardingStep>
  );
}
