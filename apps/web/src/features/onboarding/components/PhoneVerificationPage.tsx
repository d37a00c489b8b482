import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { OnboardingState } from '@portal/contract/onboarding';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { PhoneFields } from '../../../components/username/UsernameFields';
import { pathOf } from '../../../lib/routes/routes';
import { config } from '../../../config/runtime';
import { formErrorKey, isFieldError } from '../../../lib/api/error-actions';
import { composePhone, defaultDialCode, splitPhone } from '../../../lib/username/phone';
import { checkPhoneUsername, phoneUsername } from '../../../lib/username/phoneUsername';
import { sendPhoneCode } from '../api/onboardingApi';
import { activationCodePath } from '../codePath';
import { useStoreState } from '../hooks/useOnboardingState';
import { useStepError } from '../hooks/useStepError';
import { onboardingChallenge } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';

/** The country code and the national number, checked together by the contract's phone rule. */
const phoneForm = z.pipe(
  z.object(phoneUsername).check(z.superRefine(checkPhoneUsername)),
  z.transform(({ dialCode, number }) => composePhone(dialCode, number)),
);

function PhoneForm({ state, token }: { state: OnboardingState; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeState = useStoreState();
  const onError = useStepError();
  const { register, handleSubmit, formState } = useForm<z.input<typeof phoneForm>, unknown, z.output<typeof phoneForm>>({
    resolver: zodResolver(phoneForm),
    // Back from the code screen: the number as it was sent, in the same two inputs.
    defaultValues: state.phone ? splitPhone(state.phone, defaultDialCode[config.variant]) : { dialCode: defaultDialCode[config.variant], number: '' },
  });
  const send = useMutation({
    mutationFn: (number: string) => sendPhoneCode(token, number),
    onSuccess: async (answer, number) => {
      storeState(answer.state);
      // The server's E.164 form of the number: the screen after shows and sends that one.
      const target = answer.state.phone ?? number;
      onboardingChallenge.save({ kind: 'sms', target, resendIn: answer.resend_in });
      await navigate(activationCodePath('sms', target));
    },
    onError,
  });
  // The server checks the number by the same rule: its refusal reads as the form's own.
  const error = formState.errors.number?.message ?? (isFieldError(send.error) ? 'phone' : undefined);
  const alertKey = isFieldError(send.error) ? null : formErrorKey(send.error);
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((number) => send.mutate(number))}>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      {/* The number is checked with its country code: another code checks it again. */}
      <PhoneFields
        dialCode={register('dialCode', { deps: 'number' })}
        number={register('number')}
        error={error}
        label={t('onboarding.phone.label')}
        autoComplete="tel-national"
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
