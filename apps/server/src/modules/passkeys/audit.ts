import type { Db } from '../../db/database';
import type { PasskeysTable } from '../../db/types';

export interface PasskeyChange {
  passkeyId: number;
  change: PasskeysTable['change'];
  at: number;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Records who changed a passkey (the row's account), what, when, and from which device and IP. For
 * now the record is the last change on the passkey's own row (removed passkeys keep theirs); when
 * the shared MFA audit table lands, this is the one place to point at it. Call it inside the
 * transaction of the change.
 */
export async function recordPasskeyChange(db: Db, change: PasskeyChange): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({
      change: change.change,
      changed_at: change.at,
      changed_device_id: change.deviceId,
      changed_ip: change.ip,
      changed_user_agent: change.userAgent?.slice(0, 512) ?? null,
    })
    .where('id', '=', change.passkeyId)
    .execute();
}
