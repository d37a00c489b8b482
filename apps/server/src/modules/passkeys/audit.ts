import type { Db } from '../../db/database';
import type { PasskeysTable } from '../../db/types';
import { recordEvent } from '../events';
import { USER_AGENT_MAX_LENGTH } from '../../lib/actor';

export interface PasskeyChange {
  passkeyId: number;
  change: PasskeysTable['change'];
  at: number;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Records who changed a passkey (the row's account), what, when, and from which device and IP: on
 * the passkey's own row (its last change; removed passkeys keep theirs) and in the security event log
 * that the security history reads. Call it inside the transaction of the change.
 */
export async function recordPasskeyChange(db: Db, change: PasskeyChange): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({
      change: change.change,
      changed_at: change.at,
      changed_device_id: change.deviceId,
      changed_ip: change.ip,
      changed_user_agent: change.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    })
    .where('id', '=', change.passkeyId)
    .execute();
  const passkey = await db.selectFrom('passkeys').select('user_id').where('id', '=', change.passkeyId).executeTakeFirstOrThrow();
  const actor = { userId: passkey.user_id, sessionId: null, deviceId: change.deviceId, ip: change.ip, userAgent: change.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null };
  await recordEvent(db, actor, `passkey_${change.change}`, change.at, { method: { id: null, kind: 'passkey' } });
}
