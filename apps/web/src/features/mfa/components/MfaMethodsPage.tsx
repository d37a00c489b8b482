import { FlowExpired } from './FlowExpired';
import { LoginMethods } from './LoginMethods';
import { MfaNotAvailable } from './MfaNotAvailable';
import { StepUpMethods } from '../step-up/StepUpMethods';
import { useLoginFlow } from '../hooks/useLoginFlow';

/** /mfa/methods: the methods of a login attempt (isLogin=true), or of a step-up check (single=true). */
export default function MfaMethodsPage() {
  const flow = useLoginFlow();
  if (flow.params.get('single') === 'true') return <StepUpMethods redirect={flow.redirect} resume={flow.resume} />;
  if (!flow.isLogin) return <MfaNotAvailable />;
  if (!flow.attempt) return <FlowExpired restart={flow.restart} />;
  return <LoginMethods attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
}
