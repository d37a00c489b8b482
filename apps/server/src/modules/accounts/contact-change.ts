import type { ContactChallenge, ContactKind } from '@portal/contract/profile';
import type { User } from '@portal/contract/user';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import { offerMergeOfClaim } from '../merge';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { codeHash, sameDigest } from '../../lib/tokens';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { spendStepUp } from '../mfa';
import { completeVerification, ensureStartQuota, guess, openVerification, sendCode, startVerification, type Verification } from '../verification';
import { claimContact } from './contact-claims';
import { contactsOf } from './contacts-repo';
import { lockUser, findWithDefaults } from './repo';
import { loadProfile } from './service';

/** What a 'contact' verification is about: the address or number being added. */
interface ContactData {
  kind: ContactKind;
  target: string;
}

const CONTACT_TTL_MS = 10 * MINUTE;
type SessionActor = Actor & { sessionId: number };

/** Two confirmations of one address raced on this account: the spec's "already used" text. */
export const taken = (kind: ContactKind) => new ApiError(kind === 'email' ? 'contact.email_taken' : 'contact.phone_taken');
const ownDuplicate = (kind: ContactKind) => new ApiError(kind === 'email' ? 'contact.email_duplicated' : 'contact.phone_duplicated');
const channelOf = (kind: ContactKind) => (kind === 'email' ? 'email' : 'sms');

/**
 * POST /api/user/login: checks the new address or number is not already the account's, spends the
 * step-up grant and sends an 8-digit code to it. Nothing is stored on the account until the code
 * comes back. Another account using it is no refusal (issue 10): the confirmation offers the merge.
 */
export async function startContactChange(ctx: AppContext, actor: SessionActor, kind: ContactKind, target: string): Promise<ContactChallenge> {
  const [account, own] = await Promise.all([findWithDefaults(ctx.db, actor.userId), contactsOf(ctx.db, actor.userId, kind)]);
  if (!account) throw new ApiError('auth.unauthenticated');
  if (own.some((c) => c.value === target)) throw ownDuplicate(kind);
  await ensureStartQuota(ctx, actor.userId, 'contact');
  const now = ctx.clock.now();
  const { payload, verification } = await ctx.db.transaction().execute(async (trx) => {
    await spendStepUp(trx, actor, now);
    return startVerification<ContactData>(trx, now, { purpose: 'contact', userId: actor.userId, sessionId: actor.sessionId, data: { kind, target }, ttlMs: CONTACT_TTL_MS });
  });
  const resend = await sendCode(ctx, verification, { channel: channelOf(kind), target, language: account.language }, actor);
  return { payload, kind, target, resend_in: resend };
}

/** The open contact verification of this session; anything else is `contact.expired`. */
function openContact(ctx: AppContext, actor: SessionActor, payload: string): Promise<Verification<ContactData>> {
  return openVerification<ContactData>(ctx, payload, 'contact', (v) => v.userId === actor.userId && v.sessionId === actor.sessionId, 'contact.expired');
}

/** POST /api/user/login/resend: a new code to the same address or number. */
export async function resendContactCode(ctx: AppContext, actor: SessionActor, payload: string): Promise<number> {
  const v = await openContact(ctx, actor, payload);
  const account = await findWithDefaults(ctx.db, actor.userId);
  return sendCode(ctx, v, { channel: channelOf(v.data.kind), target: v.data.target, language: account?.language ?? 'en' }, actor);
}

/**
 * POST /api/user/login/confirm: the right code adds the address or number, verified and secondary,
 * unless another account holds it: then nothing is added and the answer is the merge offer
 * (fuzzion + payload), whose merge attaches it (an address is on one account of a person's set).
 * Spending the verification, the check and the insert or the offer are one transaction that takes
 * its turn per value (contact-claims.ts): of any number of parallel confirmations of one code one
 * goes on, and of accounts racing for one new address one gets it and the others the offer.
 */
export async function confirmContactChange(ctx: AppContext, actor: SessionActor, input: { payload: string; code: string }): Promise<{ user: User; offer: FuzzionOffer }> {
  const v = await openContact(ctx, actor, input.payload);
  await guess(ctx, v, async () => {
    const valid = v.codeHash !== null && (v.codeExpiresAt ?? 0) > ctx.clock.now() && sameDigest(codeHash(ctx.config.appSecret, v.id, input.code.trim()), v.codeHash);
    return valid ? { ok: true as const } : { ok: false as const, failure: 'mfa.invalid_code' as const };
  });
  const now = ctx.clock.now();
  const { kind, target } = v.data;
  const offer = await ctx.db.transaction().execute(async (trx): Promise<FuzzionOffer> => {
    await completeVerification(trx, v, now, 'contact.expired');
    await lockUser(trx, actor.userId);
    const claim = await claimContact(trx, actor.userId, kind, target, now);
    // Another confirmation of this account added it meanwhile.
    if (claim.outcome === 'own') throw taken(kind);
    if (claim.outcome === 'held') return offerMergeOfClaim(trx, now, actor, claim.by, { kind, value: target });
    await recordEvent(trx, actor, 'contact_added', now, { detail: { kind } });
    return {};
  });
  if (!offer.fuzzion) await sendSecurityNotice(ctx, actor.userId, 'contact_changed');
  return { user: await loadProfile(ctx.db, actor.userId), offer };
}
