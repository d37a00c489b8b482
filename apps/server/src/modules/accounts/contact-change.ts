import type { ContactChallenge, ContactKind } from '@portal/contract/profile';
import type { User } from '@portal/contract/user';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import { offerMerge } from '../merge';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { codeHash, sameDigest } from '../../lib/tokens';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { spendStepUp } from '../mfa';
import { completeVerification, ensureStartQuota, guess, openVerification, sendCode, startVerification, type Verification } from '../verification';
import { contactsOf, insertVerifiedContact } from './contacts-repo';
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
 * POST /api/user/login/confirm: the right code adds the address or number, verified and secondary.
 * The verification is completed and the row inserted in one transaction: of any number of parallel
 * confirmations one completes it, and of two accounts racing for one address the unique index
 * lets one insert; the other gets the spec's "already used" answer. When another account uses the
 * address or number too, the answer carries the merge offer (fuzzion + payload).
 */
export async function confirmContactChange(ctx: AppContext, actor: SessionActor, input: { payload: string; code: string }): Promise<{ user: User; offer: FuzzionOffer }> {
  const v = await openContact(ctx, actor, input.payload);
  await guess(ctx, v, async () => {
    const valid = v.codeHash !== null && (v.codeExpiresAt ?? 0) > ctx.clock.now() && sameDigest(codeHash(ctx.config.appSecret, v.id, input.code.trim()), v.codeHash);
    return valid ? { ok: true as const } : { ok: false as const, failure: 'mfa.invalid_code' as const };
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, v, now, 'contact.expired');
    await lockUser(trx, actor.userId);
    if ((await insertVerifiedContact(trx, actor.userId, v.data.kind, v.data.target, now)) === null) throw taken(v.data.kind);
    await recordEvent(trx, actor, 'contact_added', now, { detail: { kind: v.data.kind } });
  });
  await sendSecurityNotice(ctx, actor.userId, 'contact_changed');
  const offer = await offerMerge(ctx.db, ctx.clock.now(), actor, v.data.kind, v.data.target);
  return { user: await loadProfile(ctx.db, actor.userId), offer };
}
