import type { AppContext } from '../app-context';
import { liveSession } from '../modules/sessions';

export interface PortalSession {
  id: number;
  userId: number;
  /** When the person signed in: the ID token's auth_time. */
  createdAt: number;
}

/**
 * The portal session of a login-cookie value, under the portal's rules (ended, lifetime, idle
 * timeout); using it for single sign-on counts as activity. The provider keeps its own session as
 * well, but the portal's decides who is signed in: logging out of the portal ends single sign-on too.
 */
export async function portalSession(ctx: AppContext, token: string | undefined): Promise<PortalSession | null> {
  if (!token || token.length > 512) return null;
  return liveSession(ctx, token);
}
