import { FlowExpired } from './FlowExpired';
import { FuzzionMethods } from './FuzzionMethods';
import { LoginMethods } from './LoginMethods';
import { MfaNotAvailable } from './MfaNotAvailable';
import { StepUpMethods } from '../step-up/StepUpMethods';
import { useLoginFlow } from '../hooks/useLoginFlow';

/**
 * /mfa/methods: the methods of a login attempt (isLogin=true), of a step-up check (single=true), or
 * the methods a merged account still needs (isFuzzion=true).
 */
export default function MfaMethodsPage() {
  const flow = useLoginFlow();
  if (flow.params.get('single') === 'true') return <StepUpMethods redirect={flow.redirect} resume={flow.resume} />;
  if (flow.params.get('isFuzzion') === 'true') return <FuzzionMethods methods={flow.params.get('methods')} redirect={flow.redirect} />;
  if (!flow.isLogin) return <MfaNotAvailable />;
  if (!flow.attempt) return <FlowExpired restart={flow.restart} />;
  return <LoginMethods attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
}
