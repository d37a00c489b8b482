import { FlowExpired } from './FlowExpired';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { LoginCodeScreen } from './LoginCodeScreen';
import { LoginPasskeyScreen } from './LoginPasskeyScreen';
import { MfaNotAvailable } from './MfaNotAvailable';

/** /mfa?isLogin=true&mfaId=ID: the code (or passkey) screen of a login's chosen method. */
export default function LoginCodePage() {
  const flow = useLoginFlow();
  const mfaId = Number(flow.params.get('mfaId'));
  if (!flow.isLogin) return <MfaNotAvailable />;
  const method = flow.attempt?.methods.find((m) => m.id === mfaId);
  if (!flow.attempt || !method) return <FlowExpired restart={flow.restart} />;
  if (method.method === 'passkey') return <LoginPasskeyScreen attempt={flow.attempt} redirect={flow.redirect} restart={flow.restart} />;
  return <LoginCodeScreen key={method.id} attempt={flow.attempt} method={method} redirect={flow.redirect} restart={flow.restart} />;
}
