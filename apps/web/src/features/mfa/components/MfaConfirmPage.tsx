import { FlowExpired } from './FlowExpired';
import { LoginCodeScreen } from './LoginCodeScreen';
import { LoginPasskeyScreen } from './LoginPasskeyScreen';
import { MfaNotAvailable } from './MfaNotAvailable';
import { useLoginFlow } from '../hooks/useLoginFlow';

/** /mfa: during a login, the code (or passkey) screen of the method picked on /mfa/methods (mfaId). */
export default function MfaConfirmPage() {
  const flow = useLoginFlow();
  if (!flow.isLogin) return <MfaNotAvailable />;
  const mfaId = Number(flow.params.get('mfaId'));
  const method = flow.attempt?.methods.find((m) => m.id === mfaId);
  if (!flow.attempt || !method) return <FlowExpired restart={flow.restart} />;
  if (method.method === 'passkey') return <LoginPasskeyScreen attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
  return <LoginCodeScreen key={method.id} attempt={flow.attempt} method={method} redirect={flow.redirect} restart={flow.restart} />;
}
