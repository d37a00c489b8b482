import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { openIban, sealIban } from './sealing';

/**
 * Account merging (modules/merge). The survivor's IBAN wins: when it has any IBAN row, the other
 * account's rows are dropped (mixing two histories would let the closed account's newer change
 * overrule the survivor's). When the survivor has none, the other's rows move, re-sealed: a sealed
 * IBAN is bound to its account id and would not open under the survivor's.
 */
export async function moveIbans(db: Db, fromId: number, toId: number, config: Pick<Config, 'appSecret'> | undefined): Promise<{ moved: number; dropped: number }> {
  const survivorHas = await db.selectFrom('user_ibans').select('id').where('user_id', '=', toId).limit(1).executeTakeFirst();
  if (survivorHas) {
    const result = await db.deleteFrom('user_ibans').where('user_id', '=', fromId).executeTakeFirst();
    return { moved: 0, dropped: Number(result.numDeletedRows) };
  }
  const rows = await db.selectFrom('user_ibans').select(['id', 'iban_sealed']).where('user_id', '=', fromId).execute();
  if (rows.length === 0) return { moved: 0, dropped: 0 };
  if (!config) throw new Error('mergeAccounts needs options.config to carry the other account\'s IBAN over');
  for (const row of rows) {
    const iban = openIban(config, fromId, row.iban_sealed);
    if (iban === null) throw new Error(`IBAN row ${row.id} does not open`);
    await db.updateTable('user_ibans').set({ user_id: toId, iban_sealed: sealIban(config, toId, iban) }).where('id', '=', row.id).execute();
  }
  return { moved: rows.length, dropped: 0 };
}
