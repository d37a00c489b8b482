import type { PasswordContext } from '@portal/contract/password-context';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { wakeLogoutDelivery } from '../../oidc';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { sameDigest } from '../../lib/tokens';
import { identityOfAccount } from '../accounts';
import { findCard } from '../cards';
import { recordEvent } from '../events';
import { checkFactor, loginMethods } from '../mfa';
import { hashNewPassword } from '../password';
import type { IssuedSession } from '../sessions';
import { completeVerification, guess } from '../verification';
import { recoverAccount, tellRecovered } from './finish';
import { actorFor, openFlow, type Flow, type RecoveryOrigin } from './flow';
import { reserveProof } from './limits';

// No account has id 0: an unknown name runs the same queries and finds nothing.
const NOBODY = 0;

type Verdict = { ok: false; failure: 'recovery.invalid' } | { ok: true; consume(trx: Db): Promise<boolean> };
const invalid = { ok: false, failure: 'recovery.invalid' } as const;
const nothingToConsume = async () => true;

/** The typed login name (an e-mail address or an E.164 number) and card number, as a password context. */
function typedContext(username: string, input: { card_number?: string }): PasswordContext {
  const name = username.includes('@') ? { emails: [username] } : { phones: [username] };
  return { ...name, cardNumbers: [input.card_number] };
}

/**
 * The shape of both proofs: the flow of this device, the new password checked (policy and common
 * list) and hashed before any guess is taken, one point of the limiter and one guess of the flow,
 * the check; then, in one transaction, the flow and the proof are spent and the account recovered.
 * A wrong proof, an unknown name and a flow that never had an account all answer `recovery.invalid`.
 */
async function prove(
  ctx: AppContext,
  input: { recovery: string; password: string; captcha?: string; card_number?: string },
  origin: RecoveryOrigin,
  proof: 'recovery_key' | 'card',
  check: (flow: Flow) => Promise<Verdict>,
): Promise<IssuedSession> {
  const flow = await openFlow(ctx, input.recovery, origin.deviceId);
  // Before the proof only what the requester typed is checked: refusing the account's other
  // e-mails, phones or names here would tell a stranger what they are.
  const passwordHash = await hashNewPassword(input.password, typedContext(flow.data.username, input));
  const reservation = await reserveProof(ctx, flow.data.username, origin.ip, input.captcha);
  let verdict: Extract<Verdict, { ok: true }>;
  try {
    verdict = await guess(ctx, flow, async () => {
      const outcome = await check(flow);
      if (!outcome.ok && flow.data.account !== null) {
        await recordEvent(ctx.db, actorFor(flow.data.account, origin), 'recovery_failed', ctx.clock.now(), { detail: { proof } });
      }
      return outcome;
    });
  } catch (error) {
    // A wrong proof keeps the limiter's point; anything else (the flow's guesses used up) was no check.
    if (!(error instanceof ApiError && error.code === 'recovery.invalid')) await reservation.unchecked();
    throw error;
  }
  await reservation.right();
  const userId = flow.data.account as number;
  const session = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, flow, ctx.clock.now(), 'recovery.expired');
    if (!(await verdict.consume(trx))) throw new ApiError('recovery.invalid');
    if (proof === 'recovery_key') await recordEvent(trx, actorFor(userId, origin), 'recovery_key_used', ctx.clock.now(), { method: { id: null, kind: 'totpRecovery' } });
    return recoverAccount(trx, ctx, { userId, passwordHash, proof, origin });
  });
  wakeLogoutDelivery();
  await tellRecovered(ctx, userId, proof);
  return session;
}

/** POST /api/recovery/key: an unused recovery key of the account's authenticator; the key is spent. */
export function recoverWithKey(ctx: AppContext, input: { recovery: string; key: string; password: string; captcha?: string }, origin: RecoveryOrigin): Promise<IssuedSession> {
  return prove(ctx, input, origin, 'recovery_key', async (flow) => {
    const userId = flow.data.account ?? NOBODY;
    const method = (await loginMethods(ctx.db, userId)).find((m) => m.method === 'totpRecovery');
    if (!method || flow.data.account === null) return invalid;
    const factor = { id: method.id, method: method.method, secret_enc: null, last_used_step: null };
    const noDelivery = { challengeId: flow.id, codeHash: null, codeExpiresAt: null };
    const result = await checkFactor(ctx, userId, factor, noDelivery, input.key, actorFor(userId, origin));
    return result.ok ? { ok: true, consume: result.consume } : invalid;
  });
}

/**
 * POST /api/recovery/card: both the card number (the one on the account, or an issuer's card the
 * account activated) and the national register number must match. Compared as digests in constant
 * time; which of the two was wrong is never said.
 */
export function recoverWithCard(
  ctx: AppContext,
  input: { recovery: string; card_number: string; national_register_number: string; password: string; captcha?: string },
  origin: RecoveryOrigin,
): Promise<IssuedSession> {
  return prove(ctx, input, origin, 'card', async (flow) => {
    const userId = flow.data.account ?? NOBODY;
    const cardHash = cardNumberDigest(ctx.config.appSecret, input.card_number);
    const [identity, card] = await Promise.all([identityOfAccount(ctx.db, userId), findCard(ctx.db, cardHash)]);
    const same = (stored: string | null, given: string) => stored !== null && sameDigest(stored, given);
    const cardMatches = same(identity.cardHash, cardHash) || (card !== undefined && card.user_id !== null && card.user_id === flow.data.account);
    const nrnMatches = same(identity.nationalRegisterNumberHash, nationalRegisterNumberDigest(ctx.config.appSecret, input.national_register_number));
    return flow.data.account !== null && cardMatches && nrnMatches ? { ok: true, consume: nothingToConsume } : invalid;
  });
}
