import { useState } from 'react';
import { Navigate } from 'react-router';
import { stepUpPath } from '../../../lib/routes/paths';
import { readChallenge } from '../challengeStore';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { StepUpCodeScreen } from '../step-up/StepUpCodeScreen';
import { FlowExpired } from './FlowExpired';
import { LoginCodeScreen } from './LoginCodeScreen';
import { LoginPasskeyScreen } from './LoginPasskeyScreen';
import { MfaNotAvailable } from './MfaNotAvailable';

/**
 * /mfa: the code (or passkey) screen of a login (isLogin=true) or of a step-up check (single=true),
 * by mfaId. (/mfa?isActivation=true is the onboarding's, app/pages/MfaScreen.tsx.)
 */
export default function MfaConfirmPage() {
  const flow = useLoginFlow();
  // Read once: the screen clears the stored challenge when it is done, while still on screen.
  const [challenge] = useState(() => readChallenge('sudo'));
  const mfaId = Number(flow.params.get('mfaId'));
  if (flow.params.get('single') === 'true') {
    if (!challenge) return <Navigate to={stepUpPath(flow.redirect ?? 'security', flow.resume)} replace />;
    return <StepUpCodeScreen key={challenge.payload} challenge={challenge} mfaId={mfaId} redirect={flow.redirect} resume={flow.resume} />;
  }
  if (!flow.isLogin) return <MfaNotAvailable />;
  const method = flow.attempt?.methods.find((m) => m.id === mfaId);
  if (!flow.attempt || !method) return <FlowExpired restart={flow.restart} />;
  if (method.method === 'passkey') return <LoginPasskeyScreen attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
  return <LoginCodeScreen key={method.id} attempt={flow.attempt} method={method} redirect={flow.redirect} restart={flow.restart} />;
}
