import type { CardActivateResponse } from '@portal/contract/onboarding';
import type { AppContext } from '../../app-context';
import type { Actor } from '../events';
import { completeVerification } from '../verification';
import { activateCardFor } from './card-activation';
import { openOnboarding } from './store';

/**
 * POST /api/cards/activate: a signed-in person activates the card of an existing_card start (the
 * existingCard screen, then the login, then the dashboard calls this once). The token is spent in
 * the same transaction as the activation, so it activates at most once, for one account.
 */
export async function activateExistingCard(ctx: AppContext, actor: Actor, token: string): Promise<CardActivateResponse> {
  const onboarding = await openOnboarding(ctx, token, ['existing_card']);
  const now = ctx.clock.now();
  const activated = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, onboarding, now, 'onboarding.expired');
    return activateCardFor(trx, onboarding.data.cardNumber, actor, now);
  });
  return { outcome: activated ? 'card_activated' : 'card_activation_failed' };
}
