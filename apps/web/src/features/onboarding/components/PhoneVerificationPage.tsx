import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { OnboardingState } from '@portal/contract/onboarding';
import { phone } from '@portal/contract/phone';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { config } from '../../../config/runtime';
import { formErrorKey, isFieldError } from '../../../lib/api/error-actions';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { sendPhoneCode } from '../api/onboardingApi';
import { activationCodePath } from '../codePath';
import { useStoreState } from '../hooks/useOnboardingState';
import { useStepError } from '../hooks/useStepError';
import { onboardingChallenge } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';

const phoneForm = z.object({ phone });

function PhoneForm({ state, token }: { state: OnboardingState; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeState = useStoreState();
  const onError = useStepError();
  const { register, handleSubmit, formState } = useForm<z.input<typeof phoneForm>, unknown, z.output<typeof phoneForm>>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: state.phone ?? '' },
  });
  const send = useMutation({
    // The contract's rule gives the E.164 form: the screen after shows and sends that one.
    mutationFn: (number: string) => sendPhoneCode(token, number),
    onSuccess: async (answer, number) => {
      storeState(answer.state);
      onboardingChallenge.save({ kind: 'sms', target: number, resendIn: answer.resend_in });
      await navigate(activationCodePath('sms', number));
    },
    onError,
  });
  const typed = formState.errors.phone && t(fieldErrorKey(formState.errors.phone.message));
  const answered = isFieldError(send.error) ? t(errorKey(send.error)) : undefined;
  const alertKey = answered ? null : formErrorKey(send.error);
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((values) => send.mutate(values.phone))}>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <TextField
        label={t('onboarding.phone.label')}
        hint={t(config.variant === 'lu' ? 'onboarding.phone.hintLu' : 'onboarding.phone.hint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={typed ?? answered}
        {...register('phone')}
      />
      <Button type="submit" busy={send.isPending} fullWidth>
        {t('onboarding.phone.sendCode')}
      </Button>
    </form>
  );
}

/** /onboarding/phone-verification: the mobile number that gets the SMS codes, proven by one. */
export default function PhoneVerificationPage() {
  const { t } = useTranslation();
  return (
    <OnboardingStep title={t('titles.onboardingPhoneVerification')}>
      {(state, token) => (
        <OnboardingCard
          title={t('titles.onboardingPhoneVerification')}
          lead={t('onboarding.phone.lead')}
          footer={<TextLink to={pathOf('onboarding.email-verification')}>{t('onboarding.back')}</TextLink>}
        >
          <PhoneForm state={state} token={token} />
        </OnboardingCard>
      )}
    </OnboardingStep>
  );
}
