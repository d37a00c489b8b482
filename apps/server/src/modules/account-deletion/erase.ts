import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { accountCountKey } from '../../lib/guess-counters';
import { maskEmail, maskPhone } from '../../lib/mask';
import { codeHash } from '../../lib/tokens';
import { claimErasure, contactsOfAccount, dueForErasure } from '../accounts';
import { aliasesOf } from '../aliases';

export type ErasureContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * Erases one closed account whose time has come, in one transaction (docs/privacy.md), after
 * claiming it (accounts claimErasure: of racing sweeps on any number of processes one erases, and
 * a restore that came first wins). Answers whether this call erased it.
 *
 * What goes: every row that holds the person. Most go with the users row (ON DELETE CASCADE:
 * e-mail addresses, phone numbers, methods, passkeys, recovery keys, Microsoft links, sessions and
 * what hangs on them, trusted devices, IBANs, notifications, verifications, session settings,
 * reminders, staff, aliases, security events). The rest is found by value: the OpenID provider's
 * artefacts and queued logout tokens under the account's `sub` and its merged aliases', messages
 * to its addresses (the dev outbox; the delivery queue's finished rows, which keep only a masked
 * address), the per-address code counters (keyed digests) and sign-in counters, the invitations it
 * used. Cards belong to their issuer: they stay, without the account and the holder's name and
 * national register number digest.
 * What stays: the security events, pseudonymised: copied first into erased_account_events under a
 * random pseudonym, with only the action, the method kind and the time.
 */
export async function eraseAccount(ctx: ErasureContext, userId: number): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimErasure(trx, userId, now))) return false;
    const subs = [userId, ...(await aliasesOf(trx, userId))].map(String);
    const { emails, phones } = await contactsOfAccount(trx, userId);
    await keepEventsPseudonymised(trx, userId);
    await trx.deleteFrom('oidc_payloads').where('account_id', 'in', subs).execute();
    await trx.deleteFrom('backchannel_logouts').where('sub', 'in', subs).execute();
    await eraseMessagesTo(trx, ctx.config.appSecret, emails, phones);
    const counters = [...emails, ...phones].flatMap((name) => [accountCountKey('free', name), accountCountKey('day', name)]);
    counters.push(`mfa:account:${userId}`, `deletion:account:${userId}`);
    await trx.deleteFrom('rate_limits').where('key', 'in', counters).execute();
    await trx.deleteFrom('invitations').where('user_id', '=', userId).execute();
    await trx
      .updateTable('cards')
      .set({ user_id: null, firstname: null, lastname: null, national_register_number_hash: null, language: null })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return true;
  });
}

/** The person's events under a pseudonym nobody can trace back (random, stored nowhere else). */
async function keepEventsPseudonymised(trx: Db, userId: number): Promise<void> {
  const pseudonym = randomUUID();
  await trx
    .insertInto('erased_account_events')
    .columns(['pseudonym', 'action', 'method', 'created_at'])
    .expression((eb) => eb.selectFrom('security_events').select([eb.val(pseudonym).as('pseudonym'), 'action', 'method', 'created_at']).where('user_id', '=', userId).orderBy('id'))
    .execute();
}

async function eraseMessagesTo(trx: Db, appSecret: string, emails: string[], phones: string[]): Promise<void> {
  const addresses = [...emails, ...phones];
  if (addresses.length === 0) return;
  await trx.deleteFrom('outbox').where('recipient', 'in', addresses).execute();
  const masks = [...emails.map(maskEmail), ...phones.map(maskPhone)];
  await trx.deleteFrom('message_queue').where('recipient', 'in', masks).where('body_sealed', 'is', null).execute();
  // The keyed digests verification sends counts codes by (modules/verification sendCode).
  const digests = [...emails.map((e) => codeHash(appSecret, 'destination:email:', e)), ...phones.map((p) => codeHash(appSecret, 'destination:sms:', p))];
  await trx.deleteFrom('verification_sends').where('destination_hash', 'in', digests).execute();
}

export interface ErasureOutcome {
  erased: number;
}

const BATCH = 50;
const MAX_BATCHES = 20;

/** Erases every account due now, one transaction each; every process runs it (timer.ts). */
export async function sweepErasures(ctx: ErasureContext): Promise<ErasureOutcome> {
  const outcome: ErasureOutcome = { erased: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await dueForErasure(ctx.db, ctx.clock.now(), BATCH);
    let erased = 0;
    for (const userId of due) if (await eraseAccount(ctx, userId)) erased++;
    outcome.erased += erased;
    // A short batch was the last; a batch another process took entirely would come back unchanged.
    if (due.length < BATCH || erased === 0) break;
  }
  return outcome;
}
