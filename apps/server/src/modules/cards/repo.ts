import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CardsTable, InvitationsTable } from '../../db/types';

export type CardRow = Selectable<CardsTable>;
export type InvitationRow = Selectable<InvitationsTable>;

/** By the card number's keyed digest (lib/identity-digest.ts): the number itself is not stored. */
export function findCard(db: Db, cardHash: string): Promise<CardRow | undefined> {
  return db.selectFrom('cards').selectAll().where('card_number_hash', '=', cardHash).executeTakeFirst();
}

/** Reserve, then act: only an issued card nobody activated yet is taken, once, whatever runs in parallel. */
export async function activate(db: Db, cardHash: string, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('cards')
    .set({ user_id: userId, activated_at: now })
    .where('card_number_hash', '=', cardHash)
    .where('status', '=', 'issued')
    .where('activated_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function findInvitationByHash(db: Db, codeHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

export async function redeem(db: Db, id: number, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ user_id: userId, used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
