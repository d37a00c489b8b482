import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OnboardingState } from '@portal/contract/onboarding';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { formErrorKey } from '../../../lib/api/error-actions';
import { sendEmailCode } from '../api/onboardingApi';
import { activationCodePath } from '../codePath';
import { useStoreState } from '../hooks/useOnboardingState';
import { useStepError } from '../hooks/useStepError';
import { onboardingChallenge } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';

function EmailChoice({ state, token }: { state: OnboardingState; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeState = useStoreState();
  const onError = useStepError();
  const email = state.email ?? '';
  // The invitation's own address was proven by the code that came to it: no second code needed.
  const canKeep = !!state.invitation_email && state.invitation_email === email;
  const send = useMutation({
    mutationFn: (keep: boolean) => sendEmailCode(token, keep || undefined),
    onSuccess: async (answer, keep) => {
      storeState(answer.state);
      if (keep && answer.state.email_verified) return navigate(pathOf('onboarding.phone-verification'));
      onboardingChallenge.save({ kind: 'email', target: email, resendIn: answer.resend_in });
      return navigate(activationCodePath('email', email));
    },
    onError,
  });
  const alertKey = formErrorKey(send.error);
  return (
    <>
      <p className="onboarding__value">{email}</p>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      {state.email_verified ? (
        <>
          <Alert tone="success">{t('onboarding.email.verified')}</Alert>
          <Button fullWidth onClick={() => void navigate(pathOf('onboarding.phone-verification'))}>
            {t('onboarding.next')}
          </Button>
        </>
      ) : (
        <div className="stack">
          {canKeep && (
            <Button fullWidth busy={send.isPending && send.variables} disabled={send.isPending} onClick={() => send.mutate(true)}>
              {t('onboarding.email.keep')}
            </Button>
          )}
          <Button
            fullWidth
            variant={canKeep ? 'secondary' : 'primary'}
            busy={send.isPending && !send.variables}
            disabled={send.isPending}
            onClick={() => send.mutate(false)}
          >
            {t('onboarding.email.sendCode')}
          </Button>
        </div>
      )}
      <TextLink to={pathOf('onboarding.create')}>{t('onboarding.email.change')}</TextLink>
    </>
  );
}

/** /onboarding/email-verification: the address to prove, by a code or, for the invitation's own, as it is. */
export default function EmailVerificationPage() {
  const { t } = useTranslation();
  return (
    <OnboardingStep title={t('titles.onboardingEmailVerification')}>
      {(state, token) => (
        <OnboardingCard
          title={t('titles.onboardingEmailVerification')}
          lead={t(state.invitation_email && state.invitation_email === state.email ? 'onboarding.email.leadKeep' : 'onboarding.email.lead')}
          footer={<TextLink to={pathOf('onboarding.create')}>{t('onboarding.back')}</TextLink>}
        >
          <EmailChoice state={state} token={token} />
        </OnboardingCard>
      )}
    </OnboardingStep>
  );
}
