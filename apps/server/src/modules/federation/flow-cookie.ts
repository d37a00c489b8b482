import { seal, unseal } from '../../oidc';

/** What the browser carries from the start of an upstream sign-in to its callback. */
export interface UpstreamFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** The remembered target: a path on this site. */
  redirect: string;
  /** Epoch ms after which the callback is refused. */
  expiresAt: number;
}

export const FLOW_COOKIE = 'upstream_flow';
const PURPOSE = 'upstream-login-flow';

/** Encrypted and authenticated: the browser can neither read nor alter the PKCE verifier or state. */
export function sealFlow(appSecret: string, flow: UpstreamFlow): string {
  return seal(appSecret, PURPOSE, JSON.stringify(flow));
}

export function openFlow(appSecret: string, value: string | undefined, now: number): UpstreamFlow | null {
  if (!value || value.length > 4096) return null;
  try {
    const flow = JSON.parse(unseal(appSecret, PURPOSE, value)) as UpstreamFlow;
    return flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}
