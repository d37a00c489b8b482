import { useState } from 'react';
import { Navigate } from 'react-router';
import { stepUpPath } from '../../../lib/routes/paths';
import { codeChallenge } from '../../mfa';
import { useStepUpParams } from '../useStepUpParams';
import { StepUpCodeScreen } from './StepUpCodeScreen';
import { StepUpPasskeyScreen } from './StepUpPasskeyScreen';

/** /mfa?single=true&mfaId=ID: the code (or passkey) screen of a step-up check; without its challenge, back to the methods. */
export default function StepUpCodePage() {
  const { params, redirect, resume } = useStepUpParams();
  // Read once: the screen clears the stored challenge when it is done, while still on screen.
  const [challenge] = useState(() => codeChallenge.read('sudo'));
  if (!challenge) return <Navigate to={stepUpPath(redirect ?? 'security', resume)} replace />;
  if (challenge.kind === 'passkey') return <StepUpPasskeyScreen key={challenge.payload} challenge={challenge} redirect={redirect} resume={resume} />;
  return <StepUpCodeScreen key={challenge.payload} challenge={challenge} mfaId={Number(params.get('mfaId'))} redirect={redirect} resume={resume} />;
}
