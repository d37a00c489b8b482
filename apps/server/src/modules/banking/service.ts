import { PROFILE_PATH } from '@portal/contract/spa-paths';
import { normalisedIban, type IbanState, type MaskedIban } from '@portal/contract/banking';
import { IBAN_CHANGE_DELAY_HOURS } from '@portal/contract/banking';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../lib/actor';
import { ApiError } from '../../lib/api-error';
import { accountSummary, lockAccount } from '../accounts';
import { recordEvent, sendSecurityNotice } from '../events';
import { spendStepUp } from '../mfa';
import { maskIban } from './mask';
import { cancelPending, insertIban, newestLive, type IbanRow } from './repo';
import { openIban, sealIban } from './sealing';
import { ibanChangedSms } from './sms';

const DELAY_MS = IBAN_CHANGE_DELAY_HOURS * 3600_000;

/** Split into what partners receive now and the change waiting out its delay (repo.newestLive). */
function split(rows: IbanRow[], now: number): { effective: IbanRow | null; pending: IbanRow | null } {
  const [newest, previous] = rows;
  if (!newest) return { effective: null, pending: null };
  if (newest.effective_at > now) return { effective: previous ?? null, pending: newest };
  return { effective: newest, pending: null };
}

const masked = (row: IbanRow): MaskedIban => ({ masked: maskIban(row), country: row.country });

/** The owner's view: masked only (docs/banking.md says why). */
export async function ibanState(ctx: AppContext, userId: number): Promise<IbanState> {
  const { effective, pending } = split(await newestLive(ctx.db, userId), ctx.clock.now());
  return {
    iban: effective ? masked(effective) : null,
    pending: pending ? { ...masked(pending), effective_at: new Date(pending.effective_at).toISOString() } : null,
  };
}

/**
 * Stores a new IBAN, sealed, effective for partner apps after the delay; a change still waiting is
 * replaced. Spends the step-up in the same transaction. The owner's default e-mail and phone hear
 * of it after the commit, with the way to cancel.
 */
export async function setIban(ctx: AppContext, actor: Actor & { sessionId: number }, input: string, linkBase: string): Promise<IbanState> {
  const iban = normalisedIban(input);
  if (!iban) throw new ApiError('validation.invalid', { fields: [{ path: 'iban', code: 'iban' }] });
  const { userId } = actor;
  const now = ctx.clock.now();
  const parts = { country: iban.slice(0, 2), last4: iban.slice(-4), length: iban.length };
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    await spendStepUp(trx, actor, now);
    await cancelPending(trx, userId, now);
    await insertIban(trx, { user_id: userId, iban_sealed: sealIban(ctx.config, userId, iban), ...parts, created_at: now, effective_at: now + DELAY_MS });
    await recordEvent(trx, actor, 'iban_changed', now, { detail: { country: parts.country, last4: parts.last4 } });
  });
  await notifyChange(ctx, userId, linkBase);
  return ibanState(ctx, userId);
}

/**
 * Cancels the change still waiting: partner apps keep what they had. A session suffices (no
 * step-up): it only keeps what partners already receive, and the owner whose second factor was
 * just taken over must still be able to stop the change.
 */
export async function cancelIbanChange(ctx: AppContext, actor: Actor): Promise<IbanState> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, actor.userId);
    if ((await cancelPending(trx, actor.userId, now)) === 0) throw new ApiError('not_found');
    await recordEvent(trx, actor, 'iban_change_cancelled', now);
  });
  await sendSecurityNotice(ctx, actor.userId, 'iban_change_cancelled');
  return ibanState(ctx, actor.userId);
}

/** The full IBAN partner apps receive (scopes reimbursemoney and payment): the effective one. */
export async function ibanForPartners(ctx: AppContext, userId: number): Promise<string | null> {
  const { effective } = split(await newestLive(ctx.db, userId), ctx.clock.now());
  return effective ? openIban(ctx.config, userId, effective.iban_sealed) : null;
}

async function notifyChange(ctx: AppContext, userId: number, linkBase: string): Promise<void> {
  await sendSecurityNotice(ctx, userId, 'iban_changed');
  const account = await accountSummary(ctx.db, userId);
  if (!account?.phone) return;
  const sms = ibanChangedSms({ to: account.phone, language: account.language, profileUrl: `${linkBase}${PROFILE_PATH}` });
  // The change is done: a failed SMS does not turn its answer into an error.
  await ctx.delivery.send(sms).catch(() => undefined);
}
