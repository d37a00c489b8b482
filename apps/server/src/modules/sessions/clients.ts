import type { Db } from '../../db/database';
import { insertSessionClient } from './device-repo';

/**
 * Records that a partner app finished an authorization through a portal session: the devices list
 * shows it among the device's services. Called by the OIDC interaction route.
 */
export async function recordSessionClient(db: Db, sessionId: number, clientId: string, at: number): Promise<void> {
  await insertSessionClient(db, sessionId, clientId, at);
}
