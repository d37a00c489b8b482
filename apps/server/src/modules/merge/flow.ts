import type { FuzzionCodeMethod, FuzzionPreview, FuzzionResult } from '@portal/contract/fuzzion';
import type { MfaMethodKind } from '@portal/contract/mfa';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { maskEmail, maskPhone } from '../../lib/mask';
import { cardNumberDigest } from '../../lib/identity-digest';
import { codeHash, sameDigest } from '../../lib/tokens';
import { wakeLogoutDelivery } from '../../oidc';
import { verifyAgainstDummy, verifyTypedPassword } from '../../lib/passwords';
import { accountSummary, claimContact, contactsOf, identityOfAccount, lockAccount, passwordOfAccount } from '../accounts';
import { captchaCheckOf } from '../captcha';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { loginMethods, setupNeeded } from '../mfa';
import { completeVerification, guess, openVerification, replaceVerificationData, sendCode } from '../verification';
import type { MergeData, MergeMatch } from './detect';
import { mergeAccounts } from './merge-accounts';
import { platformsOf } from './platforms';

type SessionActor = Actor & { sessionId: number };

const mask = (m: MergeMatch) => (m.kind === 'email' ? maskEmail(m.value) : maskPhone(m.value));

/**
 * The session's open merge offer. Another session's or account's payload, an expired or used one,
 * or one whose other account is gone (merged meanwhile) all answer merge.expired alike.
 */
async function openMerge(ctx: AppContext, actor: SessionActor, payload: string) {
  const v = await openVerification<MergeData>(ctx, payload, 'merge', (m) => m.userId === actor.userId && m.sessionId === actor.sessionId, 'merge.expired');
  const other = await accountSummary(ctx.db, v.data.otherId);
  if (!other) throw new ApiError('merge.expired');
  return { v, other };
}

/** POST /api/fuzzion/preview: the shared items, masked, with the other account's platform. */
export async function previewMerge(ctx: AppContext, actor: SessionActor, payload: string): Promise<FuzzionPreview> {
  const { v, other } = await openMerge(ctx, actor, payload);
  const platforms = platformsOf(other);
  const { cardHash } = await identityOfAccount(ctx.db, v.data.otherId);
  return {
    matches: v.data.matches.map((m) => ({ kind: m.kind, masked: mask(m), platform: platforms[0]! })),
    other_platforms: platforms,
    proofs: cardHash ? ['card', 'password'] : ['password'],
  };
}

/** The other account's methods that can receive the code (e-mail and SMS), masked. */
async function codeMethods(ctx: AppContext, otherId: number): Promise<Array<FuzzionCodeMethod & { target: string }>> {
  const rows = await loginMethods(ctx.db, otherId);
  return rows.flatMap((m) =>
    (m.method === 'email' || m.method === 'sms') && m.target
      ? [{ id: m.id, method: m.method, target: m.target, masked: m.method === 'email' ? maskEmail(m.target) : maskPhone(m.target) }]
      : [],
  );
}

/**
 * POST /api/fuzzion/proof: the other account's card number or password. Like a sign-in guess it
 * takes a point of the core limiter (keyed by the other account) before argon2 runs: captcha after
 * 3 failures, 429 at the caps. A wrong proof is the spec's 'The information you provided is invalid'.
 */
export async function proveOwnership(
  ctx: AppContext,
  actor: SessionActor,
  input: { payload: string; card_number?: string; password?: string; captcha?: string },
): Promise<{ methods: FuzzionCodeMethod[] }> {
  const { v } = await openMerge(ctx, actor, input.payload);
  const keys = { username: `merge:${v.data.otherId}`, ip: actor.ip ?? 'unknown' };
  const reservation = await ctx.limiter.reserveSignInGuess(keys, captchaCheckOf(ctx, input.captcha));
  if (reservation.verdict === 'blocked') throw new ApiError('auth.too_many_attempts');
  if (reservation.verdict === 'captcha') throw new ApiError('auth.captcha_required');
  let right = false;
  if (input.password !== undefined) {
    const stored = await passwordOfAccount(ctx.db, v.data.otherId);
    right = stored ? await verifyTypedPassword(stored.password_hash, input.password) : await verifyAgainstDummy(input.password);
  } else if (input.card_number !== undefined) {
    const { cardHash } = await identityOfAccount(ctx.db, v.data.otherId);
    right = cardHash !== null && sameDigest(cardNumberDigest(ctx.config.appSecret, input.card_number), cardHash);
  }
  if (!right) {
    const owner: Actor = { ...actor, userId: v.data.otherId, sessionId: null };
    await ctx.db.transaction().execute((trx) => recordEvent(trx, owner, 'sign_in_failed', ctx.clock.now(), { detail: { merge: true } }));
    throw new ApiError('merge.invalid');
  }
  await ctx.limiter.refundSignInGuess(keys, { right: true });
  const methods = await codeMethods(ctx, v.data.otherId);
  await replaceVerificationData(ctx.db, v, { ...v.data, proven: true, methodIds: methods.map((m) => m.id) });
  return { methods: methods.map(({ id, method, masked }) => ({ id, method, masked })) };
}

/** POST /api/mfa/fuzzion: the 8-digit code (again) to one of the other account's methods. */
export async function sendMergeCode(ctx: AppContext, actor: SessionActor, input: { payload: string; mfaId: number }): Promise<{ payload: string; resend_in: number }> {
  const { v, other } = await openMerge(ctx, actor, input.payload);
  if (!v.data.proven || !v.data.methodIds?.includes(input.mfaId)) throw new ApiError('mfa.method_unavailable');
  const method = (await codeMethods(ctx, v.data.otherId)).find((m) => m.id === input.mfaId);
  if (!method) throw new ApiError('mfa.method_unavailable');
  const owner: Actor = { ...actor, userId: v.data.otherId, sessionId: null };
  const resend = await sendCode(ctx, v, { channel: method.method, target: method.target, language: other.language, methodId: method.id }, owner);
  return { payload: input.payload, resend_in: resend };
}

/**
 * POST /api/fuzzion: the right code merges the other account into the signed-in one, in the same
 * transaction that completes the verification: of any number of parallel confirmations one merges,
 * the others find the verification used (merge.expired). An address the offer claims (MergeData) is
 * attached to the survivor. Both accounts' addresses are told after commit.
 */
export async function confirmMerge(ctx: AppContext, actor: SessionActor, input: { payload: string; code: string }): Promise<FuzzionResult> {
  const { v } = await openMerge(ctx, actor, input.payload);
  if (!v.data.proven) throw new ApiError('mfa.invalid_code');
  await guess(ctx, v, async () => {
    const valid = v.codeHash !== null && (v.codeExpiresAt ?? 0) > ctx.clock.now() && sameDigest(codeHash(ctx.config.appSecret, v.id, input.code.trim()), v.codeHash);
    return valid ? { ok: true as const } : { ok: false as const, failure: 'mfa.invalid_code' as const };
  });
  const otherEmails = (await contactsOf(ctx.db, v.data.otherId, 'email')).map((c) => c.value);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, v, now, 'merge.expired');
    await lockAccount(trx, actor.userId);
    await mergeAccounts(trx, actor.userId, v.data.otherId, now);
    // The address this session proved while the other account held it: usually moved over just
    // now; attached (or marked verified) here in case the other account dropped it meanwhile.
    // Held by a third account since, it stays off: it is never put on two accounts outside a merge.
    if (v.data.claim) await claimContact(trx, actor.userId, v.data.claim.kind, v.data.claim.value, now);
  });
  wakeLogoutDelivery();
  await sendSecurityNotice(ctx, actor.userId, 'accounts_merged');
  const [ownDefault] = await contactsOf(ctx.db, actor.userId, 'email');
  // The other account's default address is told too (if it was not the same one).
  if (otherEmails[0] && otherEmails[0] !== ownDefault?.value) await sendSecurityNotice(ctx, actor.userId, 'accounts_merged', otherEmails[0]);
  return mergedAccount(ctx, actor.userId);
}

async function mergedAccount(ctx: AppContext, userId: number): Promise<FuzzionResult> {
  const [user, methods, emails, phones] = await Promise.all([
    accountSummary(ctx.db, userId),
    loginMethods(ctx.db, userId),
    contactsOf(ctx.db, userId, 'email'),
    contactsOf(ctx.db, userId, 'phone'),
  ]);
  const setup = user ? setupNeeded(user, methods.map((m) => m.method as MfaMethodKind)) : null;
  const contact = (c: { value: string; is_default: number }) => ({ value: c.value, primary: c.is_default === 1 });
  return { mfa: setup && !setup.skippable ? setup.missing : [], data: { emails: emails.map(contact), phones: phones.map(contact) } };
}
