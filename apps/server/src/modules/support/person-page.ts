import { mfaMethodKinds, type MfaMethodKind } from '@portal/contract/mfa';
import type { SupportPerson } from '@portal/contract/support-person';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import type { AccountCounts } from '../../lib/failure-limiter';
import { maskEmail, maskPhone } from '../../lib/mask';
import { contactsOf } from '../accounts';
import { listAuthorisations } from '../consent';
import { recordEvent, securityHistory, type Actor } from '../events';
import { waitingRequestsAmong } from '../recovery';
import { liveSessionsForDesk } from '../sessions';
import { openVerificationsOfAccount, type Verification } from '../verification';
import { codeTargetOf, isPending, isResendable, maskTarget } from './pending';
import { cardsOf, methodsOf, passkeysOf, personOf, recoveryKeysLeft } from './person-repo';

/** The newest events of the person's history the page shows. */
export const PAGE_HISTORY_SIZE = 50;

const iso = (ms: number) => new Date(ms).toISOString();
const isMethodKind = (kind: string): kind is MfaMethodKind => (mfaMethodKinds as readonly string[]).includes(kind);
type Open = Verification<unknown> & { createdAt: number };

/**
 * GET /api/support/people/:id: what an agent needs to help the person, in a fixed number of
 * statements whatever the account holds (each on an indexed user_id), never a secret: second-factor
 * targets and pending verifications' targets are masked, no code, hash or TOTP secret is read.
 * Opening it is written to the agent's own security log (`support_person_viewed`, with the person
 * and the reason) before the page leaves; an unknown person is 404 not_found and records nothing.
 */
export async function personPage(ctx: AppContext, agent: Actor, personId: number, reason: string): Promise<SupportPerson> {
  const person = await personOf(ctx.db, personId);
  if (!person) throw new ApiError('not_found');
  const now = ctx.clock.now();
  const [emails, phones, methods, passkeys, keysLeft, sessions, history, apps, cards, open] = await Promise.all([
    contactsOf(ctx.db, personId, 'email'),
    contactsOf(ctx.db, personId, 'phone'),
    methodsOf(ctx.db, personId),
    passkeysOf(ctx.db, personId),
    recoveryKeysLeft(ctx.db, personId),
    liveSessionsForDesk(ctx, personId),
    securityHistory(ctx.db, personId, { limit: PAGE_HISTORY_SIZE }),
    listAuthorisations(ctx, personId),
    cardsOf(ctx.db, personId),
    openVerificationsOfAccount(ctx.db, personId, now),
  ]);
  const counts: AccountCounts = {
    loginNames: [...emails, ...phones].map((c) => c.value),
    passkeyNames: passkeys.map((p) => `passkey:${p.credential_id}`),
    userId: personId,
  };
  const holds = await ctx.limiter.accountHolds(counts);
  await recordEvent(ctx.db, agent, 'support_person_viewed', now, { detail: { person: personId, reason } });

  const defaultOf = <T extends { is_default: number; value: string }>(list: T[]) => list.find((c) => c.is_default === 1)?.value ?? null;
  return {
    id: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    // The portal has no user names apart from its login names: the one the account goes by.
    username: defaultOf(emails) ?? defaultOf(phones),
    language: person.language,
    customer: person.customer_user_id !== null,
    closed: person.closed_at === null || person.erase_at === null ? null : { at: iso(person.closed_at), erase_at: iso(person.erase_at) },
    created_at: iso(person.created_at),
    emails: emails.map((e) => ({ id: e.id, email: e.value, default: e.is_default === 1, verified: e.verified === 1 })),
    phones: phones.map((p) => ({ id: p.id, phone: p.value, default: p.is_default === 1, verified: p.verified === 1 })),
    methods: methods.flatMap((m) => (isMethodKind(m.method) ? [{ id: m.id, method: m.method, target: maskedMethodTarget(m.method, m.target), primary: m.is_primary === 1, created_at: iso(m.created_at) }] : [])),
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, created_at: iso(p.created_at), last_used_at: p.last_used_at === null ? null : iso(p.last_used_at) })),
    recovery_keys_left: keysLeft,
    sessions: sessions.map((s) => ({
      id: s.id,
      browser: s.browser,
      os: s.os,
      location: { city: s.place?.city ?? null, country: s.place?.country ?? null },
      created_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
    })),
    history: history.data,
    apps: Object.values(apps),
    card_on_account: person.card_number_hash !== null,
    cards: cards.map((c) => ({ id: c.id, kind: c.kind, status: c.status, activated_at: c.activated_at === null ? null : iso(c.activated_at) })),
    pending: open.filter(isPending).map((v) => pendingOf(v)),
    recovery_requests: waitingRequestsAmong(open).map((r) => ({ id: r.id, created_at: iso(r.createdAt), ready_at: iso(r.readyAt) })),
    limits: { captcha_required: holds.captchaRequired, locked_for_today: holds.lockedForToday, second_factor_locked: holds.secondFactorLocked },
    support_reset: supportResetOf(open),
  };
}

/** E-mail and SMS targets masked; an authenticator, card or passkey method has no target to show. */
function maskedMethodTarget(kind: MfaMethodKind, target: string | null): string | null {
  if (target === null) return null;
  if (kind === 'email') return maskEmail(target);
  if (kind === 'sms') return maskPhone(target);
  return null;
}

function pendingOf(v: Open) {
  const to = codeTargetOf(v);
  return { id: v.id, purpose: v.purpose, target: to && maskTarget(to), created_at: iso(v.createdAt), expires_at: iso(v.expiresAt), resendable: isResendable(v) };
}

/**
 * The hook of the support reset (built separately: POST …/support-reset): its open verification of
 * purpose 'support', with where its code went and until when it works. None exists yet, so null.
 */
function supportResetOf(open: Open[]): SupportPerson['support_reset'] {
  const reset = open.find((v) => (v.purpose as string) === 'support');
  const to = reset && codeTargetOf(reset);
  return reset && to ? { target: maskTarget(to), expires_at: iso(reset.expiresAt) } : null;
}
