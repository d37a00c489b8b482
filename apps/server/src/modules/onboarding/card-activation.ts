import type { Db } from '../../db/database';
import { linkCard } from '../accounts';
import { activateCard, findCard } from '../cards';
import { recordEvent, type Actor } from '../events';

/**
 * Activates the card for the actor's account inside the caller's transaction: a conditional UPDATE,
 * so a blocked card, or one another account activated first, is refused (false) and changes
 * nothing. An activated card is recorded on the account (for "forgot username" by card number),
 * by its digest as everywhere (lib/identity-digest.ts).
 */
export async function activateCardFor(trx: Db, cardHash: string | null, actor: Actor, now: number): Promise<boolean> {
  if (cardHash === null || !(await activateCard(trx, cardHash, actor.userId, now))) return false;
  const card = await findCard(trx, cardHash);
  await linkCard(trx, actor.userId, { cardHash, nationalRegisterNumberHash: card?.national_register_number_hash ?? null });
  await recordEvent(trx, actor, 'card_activated', now);
  return true;
}
