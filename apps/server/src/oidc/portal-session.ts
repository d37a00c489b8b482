import type { AppContext } from '../app-context';
import { sha256 } from '../lib/tokens';
import { findLiveSession } from '../modules/sessions/repo';

export interface PortalSession {
  id: number;
  userId: number;
  /** When the person signed in: the ID token's auth_time. */
  createdAt: number;
}

/**
 * The portal session of a login-cookie value. The provider keeps its own session as well, but
 * the portal's decides who is signed in: logging out of the portal ends single sign-on too.
 */
export async function portalSession(ctx: AppContext, token: string | undefined): Promise<PortalSession | null> {
  if (!token || token.length > 512) return null;
  const row = await findLiveSession(ctx.db, sha256(token), ctx.clock.now());
  return row ? { id: row.id, userId: row.user_id, createdAt: row.created_at } : null;
}
