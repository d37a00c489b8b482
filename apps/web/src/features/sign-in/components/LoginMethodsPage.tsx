import { FlowExpired } from './FlowExpired';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { LoginMethods } from './LoginMethods';
import { MfaNotAvailable } from './MfaNotAvailable';

/** /mfa/methods?isLogin=true: the second-factor methods of a login attempt. */
export default function LoginMethodsPage() {
  const flow = useLoginFlow();
  if (!flow.isLogin) return <MfaNotAvailable />;
  if (!flow.attempt) return <FlowExpired restart={flow.restart} />;
  return <LoginMethods attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
}
