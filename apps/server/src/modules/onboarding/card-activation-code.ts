import type { CardActivateResponse, CardActivationChallenge, cardActivationStartRequest } from '@portal/contract/onboarding';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { cardLast4, cardNumberDigest } from '../../lib/identity-digest';
import { maskEmail, maskPhone } from '../../lib/mask';
import { codeHash, sameDigest } from '../../lib/tokens';
import { accountSummary } from '../accounts';
import { findCard } from '../cards';
import type { Actor } from '../events';
import { completeVerification, ensureStartQuota, guess, openVerification, sendCode, startVerification, type Verification } from '../verification';
import { activateCardFor } from './card-activation';
import { openOnboarding } from './store';

/** What a 'card_activation' verification is about: the card (its digest and last four digits), and where its code goes. */
interface ActivationData extends CardRef {
  channel: 'email' | 'sms';
  target: string;
}

/** A card as verifications hold it: never its number. */
type CardRef = { cardHash: string; cardLast4: string };

const ACTIVATION_TTL_MS = 15 * MINUTE;
type SessionActor = Actor & { sessionId: number };
type StartInput = z.output<typeof cardActivationStartRequest>;

/**
 * POST /api/cards/activation: the first step of the validation code modal. The card comes typed
 * in, or from the token of an existing_card start (spent here: it opens one activation). A typed
 * card number is a guess at a secret, so it takes one from the sign-in limiter keyed by the account
 * and the address, as onboarding starts do; a right one gives it back. The code goes to the
 * account's primary e-mail, else its primary phone: the person proves it is them, not only that
 * they hold the card.
 */
export async function startCardActivation(ctx: AppContext, actor: SessionActor, input: StartInput): Promise<CardActivationChallenge> {
  const account = await accountSummary(ctx.db, actor.userId);
  if (!account) throw new ApiError('auth.unauthenticated');
  const destination = account.email ? { channel: 'email' as const, target: account.email } : account.phone ? { channel: 'sms' as const, target: account.phone } : null;
  // Every account keeps an e-mail and a phone (specification section 5): this is a broken account.
  if (!destination) throw new ApiError('server.error');
  await ensureStartQuota(ctx, actor.userId, 'card_activation');
  const card = 'token' in input ? await cardOfToken(ctx, input.token) : await typedCard(ctx, actor, input.card_number);
  const now = ctx.clock.now();
  const { payload, verification } = await startVerification<ActivationData>(ctx.db, now, {
    purpose: 'card_activation',
    userId: actor.userId,
    sessionId: actor.sessionId,
    data: { ...card, ...destination },
    ttlMs: ACTIVATION_TTL_MS,
  });
  const resend = await sendCode(ctx, verification, { ...destination, language: account.language }, actor);
  return { payload, card_last4: card.cardLast4, channel: destination.channel, target: masked(destination), resend_in: resend };
}

/** The existing_card start's card; its token is spent so that it opens one activation only. */
async function cardOfToken(ctx: AppContext, token: string): Promise<CardRef> {
  const onboarding = await openOnboarding(ctx, token, ['existing_card']);
  await ctx.db.transaction().execute((trx) => completeVerification(trx, onboarding, ctx.clock.now(), 'onboarding.expired'));
  const { cardHash, cardLast4 } = onboarding.data;
  if (!cardHash || !cardLast4) throw new ApiError('onboarding.expired');
  return { cardHash, cardLast4 };
}

/** A typed card nobody activated yet (a blocked one too: the confirmation then says it failed). */
async function typedCard(ctx: AppContext, actor: SessionActor, cardNumber: string): Promise<CardRef> {
  const keys = { username: `card-activation:${actor.userId}`, ip: actor.ip ?? 'unknown' };
  const reservation = await ctx.limiter.reserveSignInGuess(keys);
  // No captcha in a modal of a signed-in person: the free guesses are the allowance.
  if (reservation.verdict !== 'allowed') throw new ApiError('auth.too_many_attempts');
  const card = await findCard(ctx.db, cardNumberDigest(ctx.config.appSecret, cardNumber));
  if (!card || card.activated_at !== null) throw new ApiError('onboarding.card_invalid');
  await ctx.limiter.refundSignInGuess(keys, { right: true });
  return { cardHash: card.card_number_hash, cardLast4: cardLast4(cardNumber) };
}

const masked = (d: { channel: 'email' | 'sms'; target: string }) => (d.channel === 'email' ? maskEmail(d.target) : maskPhone(d.target));

/** The open activation of this session; anything else is `mfa.challenge_expired`. */
function openActivation(ctx: AppContext, actor: SessionActor, payload: string): Promise<Verification<ActivationData>> {
  return openVerification<ActivationData>(ctx, payload, 'card_activation', (v) => v.userId === actor.userId && v.sessionId === actor.sessionId, 'mfa.challenge_expired');
}

/** POST /api/cards/activation/resend: a new code to the same place. */
export async function resendCardActivationCode(ctx: AppContext, actor: SessionActor, payload: string): Promise<number> {
  const v = await openActivation(ctx, actor, payload);
  const account = await accountSummary(ctx.db, actor.userId);
  return sendCode(ctx, v, { channel: v.data.channel, target: v.data.target, language: account?.language ?? 'en' }, actor);
}

/**
 * POST /api/cards/activation/confirm: the right code activates the card for the account. The
 * verification is completed in the activation's transaction, so parallel confirmations activate
 * once; a card blocked or taken meanwhile answers card_activation_failed and changes nothing.
 */
export async function confirmCardActivation(ctx: AppContext, actor: SessionActor, input: { payload: string; code: string }): Promise<CardActivateResponse> {
  const v = await openActivation(ctx, actor, input.payload);
  await guess(ctx, v, async () => {
    const valid = v.codeHash !== null && (v.codeExpiresAt ?? 0) > ctx.clock.now() && sameDigest(codeHash(ctx.config.appSecret, v.id, input.code.trim()), v.codeHash);
    return valid ? { ok: true as const } : { ok: false as const, failure: 'mfa.invalid_code' as const };
  });
  const now = ctx.clock.now();
  const activated = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, v, now, 'mfa.challenge_expired');
    return activateCardFor(trx, v.data.cardHash, actor, now);
  });
  return { outcome: activated ? 'card_activated' : 'card_activation_failed' };
}
