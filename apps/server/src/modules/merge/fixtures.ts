import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/types';
import { cardNumberDigest } from '../../lib/identity-digest';
import { sealIban } from '../banking';

/**
 * Test fixtures for merging (used by *.test.ts only): an account with something in every table a
 * merge touches, and a snapshot of the whole database to prove a failed merge changed nothing.
 */

let serial = 0;

export async function richAccount(db: Db, config: Pick<Config, 'appSecret'>, now: number, linked: { user_id?: number; customer_user_id?: number; fridom_user_id?: number } = {}): Promise<number> {
  const n = ++serial;
  const tag = `${process.pid}${n}`;
  const { id } = await db
    .insertInto('users')
    .values({ firstname: 'Merge', lastname: `Fixture${n}`, password_hash: 'x', created_at: now, user_id: linked.user_id ?? null, customer_user_id: linked.customer_user_id ?? null, fridom_user_id: linked.fridom_user_id ?? null, card_number_hash: null, national_register_number_hash: null, birthdate: null, gender: null, last_password_change: null, terms_accepted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `merge${tag}@example.com`;
  const phone = `+3247${tag.padStart(7, '0').slice(-7)}`;
  await db.insertInto('user_emails').values([{ user_id: id, email, is_default: 1, verified: 1, created_at: now }, { user_id: id, email: `second${tag}@example.com`, is_default: 0, verified: 0, created_at: now }]).execute();
  await db.insertInto('user_phones').values({ user_id: id, phone, is_default: 1, verified: 1, created_at: now }).execute();
  await db.insertInto('mfa_methods').values([
    { user_id: id, method: 'email', target: email, is_primary: 1, created_at: now, secret_enc: null, last_used_step: null },
    { user_id: id, method: 'passkey', target: null, is_primary: 0, created_at: now, secret_enc: null, last_used_step: null },
    { user_id: id, method: 'totpRecovery', target: null, is_primary: 0, created_at: now, secret_enc: null, last_used_step: null },
  ]).execute();
  await db.insertInto('recovery_keys').values({ user_id: id, key_hash: `hash${tag}`, used_at: null, created_at: now }).execute();
  await db.insertInto('passkeys').values({ user_id: id, credential_id: `cred${tag}`, public_key: 'pk', counter: 0, transports: '[]', user_handle: `h${tag}`, aaguid: '0', backed_up: 0, name: 'Key', created_at: now, last_used_at: null, last_used_ip: null, changed_at: now, change: 'added', changed_device_id: null, changed_ip: null, changed_user_agent: null, removed_at: null }).execute();
  await db.insertInto('trusted_devices').values([{ user_id: id, device_id: 'shared-device', created_at: now, expires_at: now + 1e9, token_hash: `t${tag}`, user_agent: null, ip: null, last_used_at: null }, { user_id: id, device_id: `device${tag}`, created_at: now, expires_at: now + 1e9, token_hash: null, user_agent: null, ip: null, last_used_at: null }]).execute();
  const session = await db.insertInto('sessions').values({ token_hash: `session${tag}`, user_id: id, device_id: `device${tag}`, user_agent: null, ip: null, created_at: now, last_seen_at: now, expires_at: now + 1e9, ended_at: null, browser: null, os: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('session_settings').values({ user_id: id, history_enabled: 1 }).execute();
  await db.insertInto('step_up_grants').values({ session_id: session.id, user_id: id, single: 1, created_at: now, expires_at: now + 1e6, used_at: null }).execute();
  await db.insertInto('security_events').values({ user_id: id, session_id: session.id, action: 'signed_in', method: null, method_id: null, device_id: null, ip: null, user_agent: null, detail: null, created_at: now }).execute();
  await db.insertInto('notifications').values({ user_id: id, kind: 'new_device', session_id: session.id, created_at: now, read_at: null, reported_at: null }).execute();
  await db.insertInto('user_ibans').values({ user_id: id, iban_sealed: sealIban(config, id, 'BE68539007547034'), country: 'BE', last4: '7034', length: 16, created_at: now, effective_at: now, cancelled_at: null }).execute();
  await db.insertInto('cards').values({ card_number_hash: cardNumberDigest(config.appSecret, `5065${tag.padStart(12, '0').slice(-12)}`), kind: 'activ', firstname: null, lastname: null, national_register_number_hash: null, language: null, status: 'issued', user_id: id, activated_at: now, imported_at: now }).execute();
  await db.insertInto('external_logins').values({ user_id: id, issuer: 'https://upstream.example', subject: `sub${tag}`, email, created_at: now }).execute();
  await db.insertInto('verifications').values({ id: `v${tag}`, purpose: 'contact', user_id: id, session_id: null, device_id: null, attempt_id: null, method_id: null, data: '{}', code_hash: null, code_sent_at: null, code_expires_at: null, guesses_left: 5, created_at: now, expires_at: now + 1e6, completed_at: null }).execute();
  await db.insertInto('oidc_payloads').values([
    { model: 'Grant', id: `g${tag}`, payload: JSON.stringify({ accountId: String(id), clientId: 'demo-partner' }), grant_id: null, uid: null, user_code: null, account_id: String(id), client_id: 'demo-partner', expires_at: null, consumed_at: null },
    { model: 'Session', id: `s${tag}`, payload: JSON.stringify({ accountId: String(id) }), grant_id: null, uid: `u${tag}`, user_code: null, account_id: String(id), client_id: null, expires_at: null, consumed_at: null },
  ]).execute();
  return id;
}

const tables: Array<keyof Tables> = [
  'users', 'user_emails', 'user_phones', 'mfa_methods', 'sessions', 'trusted_devices', 'passkeys', 'oidc_payloads', 'external_logins', 'recovery_keys',
  'verifications', 'step_up_grants', 'security_events', 'user_ibans', 'session_clients', 'session_settings', 'notifications', 'cards', 'invitations', 'account_aliases',
];

/** Every row of every table an account's data lives in, in a stable order. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))).sort();
  }
  return result;
}
