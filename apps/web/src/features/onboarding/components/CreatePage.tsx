import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { onboardingProfileRequest, type OnboardingState } from '@portal/contract/onboarding';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { formErrorKey } from '../../../lib/api/error-actions';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import type { EmptyField } from '../../../lib/i18n/locales/empty-fields/en';
import { saveProfile } from '../api/onboardingApi';
import { useStoreState } from '../hooks/useOnboardingState';
import { useStepError } from '../hooks/useStepError';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';

const profileForm = z.omit(onboardingProfileRequest, { token: true });
type ProfileValues = { firstname: string; lastname: string; email: string };

function ProfileForm({ state, token }: { state: OnboardingState; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeState = useStoreState();
  const onError = useStepError();
  const { register, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileForm),
    // Prefilled from the card or invitation, then from what the person typed before (a reload).
    defaultValues: { firstname: state.firstname ?? '', lastname: state.lastname ?? '', email: state.email ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: ProfileValues) => saveProfile({ token, ...values }),
    onSuccess: async (answer) => {
      storeState(answer.state);
      await navigate(pathOf('onboarding.email-verification'));
    },
    onError,
  });
  const { errors } = formState;
  const message = (error: { message?: string } | undefined, field: EmptyField) => error && t(fieldErrorKey(error.message, field));
  const alertKey = formErrorKey(save.error);
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <TextField label={t('onboarding.create.firstname')} autoComplete="given-name" error={message(errors.firstname, 'firstname')} {...register('firstname')} />
      <TextField label={t('onboarding.create.lastname')} autoComplete="family-name" error={message(errors.lastname, 'lastname')} {...register('lastname')} />
      <TextField
        label={t('onboarding.create.email')}
        hint={t('onboarding.create.emailHint')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.email, 'email')}
        {...register('email')}
      />
      <Button type="submit" busy={save.isPending} fullWidth>
        {t('onboarding.next')}
      </Button>
    </form>
  );
}

/** /onboarding/create: the account's name and e-mail address (the invitation's address prefilled). */
export default function CreatePage() {
  const { t } = useTranslation();
  return (
    <OnboardingStep title={t('titles.onboardingCreate')}>
      {(state, token) => (
        <OnboardingCard
          title={t('titles.onboardingCreate')}
          lead={t('onboarding.create.lead')}
          footer={<TextLink to={pathOf('onboarding.terms-conditions')}>{t('onboarding.back')}</TextLink>}
        >
          <ProfileForm state={state} token={token} />
        </OnboardingCard>
      )}
    </OnboardingStep>
  );
}
