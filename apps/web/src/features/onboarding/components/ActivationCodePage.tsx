import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { confirmCode, resendCode, sendEmailCode, sendPhoneCode } from '../api/onboardingApi';
import { useRestart, useStoreState } from '../hooks/useOnboardingState';
import { useStepError } from '../hooks/useStepError';
import { onboardingChallenge } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';
import { CodeScreen, MfaIllustration } from '../../mfa';

type Channel = 'email' | 'sms';

const steps = {
  email: { back: 'onboarding.email-verification', next: 'onboarding.phone-verification' },
  sms: { back: 'onboarding.phone-verification', next: 'onboarding.password' },
} as const;

/**
 * The handshake of isActivation=true: unless this tab already sent a code to this address (the
 * stored payload; a reload must not send another), send one now and store what it answered.
 */
function useHandshake(channel: Channel, value: string, isActivation: boolean, token: string) {
  const onError = useStepError();
  const storeState = useStoreState();
  const [needed] = useState(() => isActivation && !onboardingChallenge.read(channel, value));
  const started = useRef(false);
  const handshake = useMutation({
    mutationFn: () => (channel === 'email' ? sendEmailCode(token) : sendPhoneCode(token, value)),
    onSuccess: (answer) => {
      storeState(answer.state);
      onboardingChallenge.save({ kind: channel, target: value, resendIn: answer.resend_in });
    },
    onError,
  });
  useEffect(() => {
    // Once per screen, though React may run effects twice while developing.
    if (!needed || started.current) return;
    started.current = true;
    handshake.mutate();
  }, [needed, handshake]);
  return { needed, handshake };
}

function ActivationCode({ channel, value, isActivation, token }: { channel: Channel; value: string; isActivation: boolean; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const restart = useRestart();
  const storeState = useStoreState();
  const onError = useStepError();
  const { needed, handshake } = useHandshake(channel, value, isActivation, token);
  const confirm = useMutation({
    mutationFn: (code: string) => confirmCode(token, channel, code),
    onSuccess: async (answer) => {
      storeState(answer.state);
      onboardingChallenge.forget();
      await navigate(pathOf(steps[channel].next));
    },
    onError,
  });
  const back = <TextLink to={pathOf(steps[channel].back)}>{t('onboarding.back')}</TextLink>;
  if (needed && !handshake.isSuccess) {
    return (
      <OnboardingCard title={t(`mfa.confirm.title.${channel}`)} illustration={<MfaIllustration kind={channel} />} footer={back}>
        {handshake.isError ? <Alert tone="error">{t(errorKey(handshake.error))}</Alert> : <Loading />}
      </OnboardingCard>
    );
  }
  return (
    <CodeScreen
      kind={channel}
      target={value}
      withTrustDevice={false}
      busy={confirm.isPending}
      error={confirm.error}
      onSubmit={({ code }) => confirm.mutate(code)}
      onCodeInput={() => confirm.reset()}
      resend={() => resendCode(token, channel)}
      onExpired={() => restart(true)}
      lockedAction={<TextLink to={pathOf('onboarding')}>{t('onboarding.restart')}</TextLink>}
      footer={back}
    />
  );
}

/**
 * /onboarding-mfa and /mfa?isActivation=true: the MFA confirmation screen in activation mode (the
 * code to the e-mail address or phone number of the onboarding), then on to the next step.
 */
export default function ActivationCodePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const channel: Channel = params.get('method') === 'sms' ? 'sms' : 'email';
  const value = params.get('value') ?? '';
  return (
    <OnboardingStep title={t('titles.onboardingMfa')}>
      {(_state, token) => <ActivationCode key={`${channel}:${value}`} channel={channel} value={value} isActivation={params.get('isActivation') === 'true'} token={token} />}
    </OnboardingStep>
  );
}
