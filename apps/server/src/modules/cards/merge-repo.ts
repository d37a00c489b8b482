import type { Db } from '../../db/database';

/** Account merging (modules/merge): cards activated and invitations redeemed by the other account. */
export async function moveCardsAndInvitations(db: Db, fromId: number, toId: number): Promise<{ cards: number; invitations: number }> {
  const cards = await db.updateTable('cards').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  const invitations = await db.updateTable('invitations').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return { cards: Number(cards.numUpdatedRows), invitations: Number(invitations.numUpdatedRows) };
}
