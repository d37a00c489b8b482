import type { Db } from '../../db/database';

/**
 * Account merging (modules/merge): the other account's passkeys become the survivor's. Their
 * credential ids are globally unique, so nothing collides; the WebAuthn user handle stays what the
 * authenticator holds (a passwordless sign-in looks the credential up by its id, not by the handle).
 */
export async function movePasskeys(db: Db, fromId: number, toId: number): Promise<number> {
  const result = await db.updateTable('passkeys').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
