import type { forgotUsernameRequest, ForgotUsernameResponse, MaskedUsername, UsernameLookupKind } from '@portal/contract/forgot-username';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { maskEmail, maskPhone } from '../../lib/mask';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { accountIdsByCardHash, accountIdsByNationalRegisterNumberHash, loginNamesOf, type LoginName } from '../accounts';
import { isSolvedCaptcha } from '../captcha';
import { findCard } from '../cards';
import { recordEvent, type Actor } from '../events';

type LookUp = z.output<typeof forgotUsernameRequest>;

interface Origin {
  ip: string;
  /** Who the security log names for an account that was looked up: nobody signed in, from this request. */
  actorFor: (userId: number) => Actor;
}

/**
 * POST /api/user/forgot-username. The answer is an oracle by design (it says whether a card or
 * national register number belongs to an account), so every call costs a solved, unspent captcha
 * and one of the IP's hourly look-ups, taken before the database is asked. Found accounts record
 * the look-up in their security history, so their owner sees that someone used their number.
 */
export async function lookUpUsernames(ctx: AppContext, input: LookUp, origin: Origin): Promise<ForgotUsernameResponse> {
  if (!input.captcha || !(await isSolvedCaptcha(ctx, input.captcha))) throw new ApiError('captcha.invalid');
  if (!(await ctx.limiter.reserveUsernameLookup(origin.ip))) throw new ApiError('auth.too_many_attempts');

  const { by, userIds } = await matchingAccounts(ctx.db, ctx.config.appSecret, input);
  const names = await loginNamesOf(ctx.db, userIds);
  if (userIds.length > 0) {
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      for (const userId of userIds) await recordEvent(trx, origin.actorFor(userId), 'usernames_looked_up', now, { detail: { by } });
    });
  }
  return { usernames: names.map(masked) };
}

/** Both numbers are looked up by their keyed digest: only that is stored. */
async function matchingAccounts(db: Db, appSecret: string, input: LookUp): Promise<{ by: UsernameLookupKind; userIds: number[] }> {
  if (input.card_number !== undefined) return { by: 'card_number', userIds: await holdersOfCard(db, cardNumberDigest(appSecret, input.card_number)) };
  // The contract lets exactly one of the two through.
  const number = input.national_register_number;
  return {
    by: 'national_register_number',
    userIds: number === undefined ? [] : await accountIdsByNationalRegisterNumberHash(db, nationalRegisterNumberDigest(appSecret, number)),
  };
}

/** The account with the number on file, and the one that activated the issuer's card, if any (the support desk's search too). */
export async function holdersOfCard(db: Db, cardHash: string): Promise<number[]> {
  const [onAccount, card] = await Promise.all([accountIdsByCardHash(db, cardHash), findCard(db, cardHash)]);
  const activatedBy = card?.activated_at != null && card.user_id !== null ? [card.user_id] : [];
  return [...new Set([...onAccount, ...activatedBy])].sort((a, b) => a - b);
}

function masked(name: LoginName): MaskedUsername {
  return { kind: name.kind, masked: name.kind === 'email' ? maskEmail(name.value) : maskPhone(name.value) };
}
