import { SUPPORT_CODE_TTL_HOURS, type supportResetRequest } from '@portal/contract/support-person';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { HOUR } from '../../lib/clock';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { maskEmail, maskPhone } from '../../lib/mask';
import { sameDigest } from '../../lib/tokens';
import { accountSummary, contactsOf, identityOfAccount, lockAccount } from '../accounts';
import { supportCodeMessage, type Channel } from '../delivery';
import type { Actor } from '../events';
import { holdersOfCard } from '../forgot-username';
import { replaceSupportMethod } from '../mfa';
import { cancelVerifications, openVerificationsOf, sendCode, startVerification } from '../verification';
import { announceSupportAction, recordSupportAction } from './audit';

type SupportReset = z.output<typeof supportResetRequest>;
const SUPPORT_CODE_TTL_MS = SUPPORT_CODE_TTL_HOURS * HOUR;

/**
 * POST /api/support/people/:id/support-reset (docs/support.md). After the identity check, a one-time
 * support code goes to one of the person's verified addresses or numbers, and a `support` method
 * (its target: that contact) lets the next sign-in pass the second factor with it, once, within
 * SUPPORT_CODE_TTL_HOURS. A new reset replaces the previous code and method. The person's other
 * methods are left as they are: a fooled agent cannot lock the owner out, and the person removes the
 * lost ones once signed in. The code's record, the method and the audit land in one transaction;
 * the agent's answer holds the masked target and the expiry, never the code.
 */
export async function supportReset(ctx: AppContext, agent: Actor, personId: number, input: SupportReset): Promise<{ sent_to: string; expires_at: string }> {
  const person = await accountSummary(ctx.db, personId);
  if (!person) throw new ApiError('not_found');
  if (input.identity.check === 'card_and_national_register_number' && !(await identityMatches(ctx, personId, input.identity))) {
    throw new ApiError('support.identity_mismatch');
  }
  const contact = await verifiedContact(ctx.db, personId, input.send_to);
  const now = ctx.clock.now();
  // Without a code it is no way in (the sign-in offers the method only with an open code), so a send
  // refused by the limits leaves nothing usable; it is cancelled all the same.
  const { verification } = await startVerification(ctx.db, now, {
    purpose: 'support',
    userId: personId,
    data: { channel: contact.channel, target: contact.target },
    ttlMs: SUPPORT_CODE_TTL_MS,
  });
  const to = { channel: contact.channel, target: contact.target, language: person.language };
  try {
    await sendCode(ctx, verification, to, null, {
      codeTtlMs: SUPPORT_CODE_TTL_MS,
      message: (code, expiresAt) => supportCodeMessage({ ...to, to: contact.target, code, expiresAt }),
      within: async (trx) => {
        // Serialises two resets of one person (PostgreSQL; SQLite runs one transaction at a time).
        await lockAccount(trx, personId);
        const previous = (await openVerificationsOf(trx, personId, 'support', now)).filter((v) => v.id !== verification.id);
        await cancelVerifications(trx, previous.map((v) => v.id), now);
        await replaceSupportMethod(trx, personId, contact.target, now);
        const detail = { check: input.identity.check, channel: contact.channel, ...(input.identity.check === 'document' ? { document: input.identity.document } : {}) };
        await recordSupportAction(trx, agent, personId, 'second_factor_reset', input.reason, now, detail);
      },
    });
  } catch (error) {
    await cancelVerifications(ctx.db, [verification.id], now);
    throw error;
  }
  await announceSupportAction(ctx, personId, 'second_factor_reset');
  const sentTo = contact.channel === 'email' ? maskEmail(contact.target) : maskPhone(contact.target);
  return { sent_to: sentTo, expires_at: new Date(now + SUPPORT_CODE_TTL_MS).toISOString() };
}

/** Both numbers the caller gave must be the person's: the card (on the account or activated by them) and the register number. */
async function identityMatches(ctx: AppContext, personId: number, given: { card_number: string; national_register_number: string }): Promise<boolean> {
  const cardDigest = cardNumberDigest(ctx.config.appSecret, given.card_number);
  const [holders, identity] = await Promise.all([holdersOfCard(ctx.db, cardDigest), identityOfAccount(ctx.db, personId)]);
  const stored = identity.nationalRegisterNumberHash;
  const registerMatches = stored !== null && sameDigest(nationalRegisterNumberDigest(ctx.config.appSecret, given.national_register_number), stored);
  return registerMatches && holders.includes(personId);
}

/** The person's address or number the agent picked: 404 when it is not theirs, a field error when it is not verified. */
async function verifiedContact(db: Db, personId: number, sendTo: SupportReset['send_to']): Promise<{ channel: Channel; target: string }> {
  const rows = await contactsOf(db, personId, sendTo.kind);
  const row = rows.find((r) => r.id === sendTo.id);
  if (!row) throw new ApiError('not_found');
  if (row.verified !== 1) throw new ApiError('validation.invalid', { fields: [{ path: 'send_to.id', code: 'unverified' }] });
  return { channel: sendTo.kind === 'email' ? 'email' : 'sms', target: row.value };
}
