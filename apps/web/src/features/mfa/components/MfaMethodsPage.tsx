import { FlowExpired } from './FlowExpired';
import { LoginMethods } from './LoginMethods';
import { MfaNotAvailable } from './MfaNotAvailable';
import { useLoginFlow } from '../hooks/useLoginFlow';

/** /mfa/methods: during a login, the methods of the attempt; other uses come later. */
export default function MfaMethodsPage() {
  const flow = useLoginFlow();
  if (!flow.isLogin) return <MfaNotAvailable />;
  if (!flow.attempt) return <FlowExpired restart={flow.restart} />;
  return <LoginMethods attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
}
