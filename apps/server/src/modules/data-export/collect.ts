import { ACCOUNT_EXPORT_VERSION, type AccountExport } from '@portal/contract/account-export';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { openIban } from '../banking';

/**
 * Everything the portal holds about one account, read in a fixed number of statements (one per
 * table, each on an indexed user id, whatever the account holds). Never a secret: no password or
 * code hash, no token, no TOTP secret, no passkey public key, no sealed value but the IBAN, opened.
 */
export async function collectAccountData(db: Db, config: Pick<Config, 'appSecret'>, userId: number, now: number): Promise<AccountExport | null> {
  const user = await db
    .selectFrom('users')
    .select([
      'id', 'firstname', 'lastname', 'birthdate', 'gender', 'language', 'created_at', 'terms_accepted_at', 'last_password_change', 'password_status',
      'mfa_forced', 'mfa_customer', 'marketing_email', 'marketing_sms', 'user_id', 'customer_user_id', 'fridom_user_id', 'card_number_hash', 'national_register_number_hash',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  // Partner apps and their logouts know merged accounts by their old ids (docs/merge.md).
  const merged = await db.selectFrom('account_aliases').select(['old_user_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  const accountIds = [userId, ...merged.map((row) => row.old_user_id)].map(String);

  const [emails, phones, ibans, methods, passkeys, recoveryKeys, trusted, sessions, sessionApps, settings, events, notifications, grants, logouts, external, cards, invitations, reminders, verifications, grantsUp, staff] =
    await Promise.all([
      db.selectFrom('user_emails').select(['email', 'is_default', 'verified', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('user_phones').select(['phone', 'is_default', 'verified', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('user_ibans').select(['iban_sealed', 'country', 'created_at', 'effective_at', 'cancelled_at']).where('user_id', '=', userId).orderBy('id', 'desc').execute(),
      db.selectFrom('mfa_methods').select(['method', 'target', 'is_primary', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('passkeys').select(['name', 'created_at', 'last_used_at', 'last_used_ip', 'backed_up', 'removed_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('recovery_keys').select(['created_at', 'used_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('trusted_devices').select(['device_id', 'user_agent', 'ip', 'created_at', 'expires_at', 'last_used_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('sessions')
        .leftJoin('staff_sessions', 'staff_sessions.session_id', 'sessions.id')
        .select(['sessions.id', 'device_id', 'browser', 'os', 'user_agent', 'ip', 'created_at', 'sessions.last_seen_at', 'expires_at', 'ended_at', 'second_factor', 'staff_sessions.last_seen_at as desk_seen_at'])
        .where('user_id', '=', userId)
        .orderBy('sessions.id')
        .execute(),
      db
        .selectFrom('session_clients')
        .innerJoin('sessions', 'sessions.id', 'session_clients.session_id')
        .select(['session_clients.session_id', 'session_clients.client_id', 'session_clients.created_at'])
        .where('sessions.user_id', '=', userId)
        .orderBy('session_clients.created_at')
        .execute(),
      db.selectFrom('session_settings').select('history_enabled').where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('security_events').select(['id', 'action', 'created_at', 'ip', 'user_agent', 'device_id', 'method', 'detail']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('notifications').select(['kind', 'created_at', 'read_at', 'reported_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('oidc_payloads')
        .leftJoin('oauth_clients', 'oauth_clients.client_id', 'oidc_payloads.client_id')
        .select(['oidc_payloads.client_id', 'oauth_clients.name', 'oidc_payloads.payload', 'oidc_payloads.expires_at'])
        .where('oidc_payloads.model', '=', 'Grant')
        .where('oidc_payloads.account_id', 'in', accountIds)
        .orderBy('oidc_payloads.client_id')
        .execute(),
      db.selectFrom('backchannel_logouts').select(['client_id', 'created_at', 'delivered_at', 'gave_up_at']).where('sub', 'in', accountIds).orderBy('id').execute(),
      db.selectFrom('external_logins').select(['issuer', 'subject', 'email', 'created_at', 'unlinked_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('cards').select(['kind', 'status', 'firstname', 'lastname', 'activated_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('invitations').select(['platform', 'company', 'email', 'firstname', 'lastname', 'used_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('mfa_reminders').select(['started_at', 'weeks', 'reminders_sent', 'last_reminded_at', 'next_at', 'dismissed_until']).where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('verifications').select(['purpose', 'created_at', 'expires_at', 'completed_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('step_up_grants').select(['single', 'created_at', 'expires_at', 'used_at']).where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('staff').select(['role', 'created_at']).where('user_id', '=', userId).executeTakeFirst(),
    ]);

  const appsBySession = new Map<number, { client_id: string; signed_in_at: string }[]>();
  for (const row of sessionApps) {
    const list = appsBySession.get(row.session_id) ?? [];
    list.push({ client_id: row.client_id, signed_in_at: iso(row.created_at) });
    appsBySession.set(row.session_id, list);
  }
  // The IBAN partners see is the newest live one past its delay; a newer live one still waits.
  const current = ibans.find((row) => row.cancelled_at === null && row.effective_at <= now);

  return {
    format: 'account-data',
    version: ACCOUNT_EXPORT_VERSION,
    exported_at: iso(now),
    profile: {
      account_id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      birthdate: user.birthdate,
      gender: user.gender,
      language: user.language,
      created_at: iso(user.created_at),
      terms_accepted_at: isoOrNull(user.terms_accepted_at),
      password_changed_at: isoOrNull(user.last_password_change),
      password_weak: user.password_status !== 0,
      mfa_forced: user.mfa_forced === 1,
      mfa_customer: user.mfa_customer === 1,
      marketing_email: user.marketing_email === 1,
      marketing_sms: user.marketing_sms === 1,
      linked_ids: { user_id: user.user_id, customer_user_id: user.customer_user_id, fridom_user_id: user.fridom_user_id },
      card_number_on_file: user.card_number_hash !== null,
      national_register_number_on_file: user.national_register_number_hash !== null,
    },
    emails: emails.map((row) => ({ email: row.email, primary: row.is_default === 1, verified: row.verified === 1, added_at: iso(row.created_at) })),
    phones: phones.map((row) => ({ phone: row.phone, primary: row.is_default === 1, verified: row.verified === 1, added_at: iso(row.created_at) })),
    ibans: ibans.map((row) => ({
      iban: openIban(config, userId, row.iban_sealed),
      country: row.country,
      status: row.cancelled_at !== null ? 'cancelled' : row === current ? 'current' : row.effective_at > now ? 'pending' : 'previous',
      added_at: iso(row.created_at),
      effective_at: iso(row.effective_at),
      cancelled_at: isoOrNull(row.cancelled_at),
    })),
    second_factor_methods: methods.map((row) => ({ kind: row.method, target: row.target, primary: row.is_primary === 1, added_at: iso(row.created_at) })),
    passkeys: passkeys.map((row) => ({
      name: row.name,
      added_at: iso(row.created_at),
      last_used_at: isoOrNull(row.last_used_at),
      last_used_ip: row.last_used_ip,
      backed_up: row.backed_up === 1,
      removed_at: isoOrNull(row.removed_at),
    })),
    recovery_keys: {
      total: recoveryKeys.length,
      unused: recoveryKeys.filter((row) => row.used_at === null).length,
      created_at: recoveryKeys.length > 0 ? iso(Math.max(...recoveryKeys.map((row) => row.created_at))) : null,
      used_at: recoveryKeys.flatMap((row) => (row.used_at === null ? [] : [iso(row.used_at)])).sort(),
    },
    trusted_devices: trusted.map((row) => ({
      device_id: row.device_id,
      user_agent: row.user_agent,
      ip: row.ip,
      trusted_at: iso(row.created_at),
      expires_at: iso(row.expires_at),
      last_used_at: isoOrNull(row.last_used_at),
    })),
    sessions: {
      history_enabled: settings?.history_enabled === 1,
      data: sessions.map((row) => ({
        id: row.id,
        device_id: row.device_id,
        browser: row.browser,
        os: row.os,
        user_agent: row.user_agent,
        ip: row.ip,
        signed_in_at: iso(row.created_at),
        last_seen_at: iso(row.last_seen_at),
        expires_at: iso(row.expires_at),
        ended_at: isoOrNull(row.ended_at),
        second_factor: row.second_factor,
        partner_apps: appsBySession.get(row.id) ?? [],
        support_desk_seen_at: isoOrNull(row.desk_seen_at),
      })),
    },
    security_events: events.map((row) => ({
      id: row.id,
      type: row.action,
      at: iso(row.created_at),
      ip: row.ip,
      user_agent: row.user_agent,
      device_id: row.device_id,
      method: row.method,
      detail: parseDetail(row.detail),
    })),
    notifications: notifications.map((row) => ({ kind: row.kind, created_at: iso(row.created_at), read_at: isoOrNull(row.read_at), reported_at: isoOrNull(row.reported_at) })),
    partner_apps: grants.map((row) => {
      const payload = parsePayload(row.payload);
      return {
        client_id: row.client_id ?? '',
        name: row.name,
        scopes: payload.scope.split(' ').filter((scope) => scope !== ''),
        granted_at: payload.iat === null ? null : iso(payload.iat * 1000),
        expires_at: isoOrNull(row.expires_at),
      };
    }),
    partner_logouts: logouts.map((row) => ({ client_id: row.client_id, created_at: iso(row.created_at), delivered_at: isoOrNull(row.delivered_at), gave_up_at: isoOrNull(row.gave_up_at) })),
    external_logins: external.map((row) => ({ issuer: row.issuer, subject: row.subject, email: row.email, linked_at: iso(row.created_at), unlinked_at: isoOrNull(row.unlinked_at) })),
    cards: cards.map((row) => ({ kind: row.kind, status: row.status, firstname: row.firstname, lastname: row.lastname, activated_at: isoOrNull(row.activated_at) })),
    invitations: invitations.map((row) => ({ platform: row.platform, company: row.company, email: row.email, firstname: row.firstname, lastname: row.lastname, used_at: isoOrNull(row.used_at) })),
    merged_accounts: merged.map((row) => ({ account_id: row.old_user_id, merged_at: iso(row.created_at) })),
    mfa_reminders: reminders
      ? {
          started_at: iso(reminders.started_at),
          weeks: reminders.weeks,
          reminders_sent: reminders.reminders_sent,
          last_reminded_at: isoOrNull(reminders.last_reminded_at),
          next_at: iso(reminders.next_at),
          dismissed_until: isoOrNull(reminders.dismissed_until),
        }
      : null,
    verifications: verifications.map((row) => ({ purpose: row.purpose, created_at: iso(row.created_at), expires_at: iso(row.expires_at), completed_at: isoOrNull(row.completed_at) })),
    step_up_grants: grantsUp.map((row) => ({ single_use: row.single === 1, granted_at: iso(row.created_at), expires_at: iso(row.expires_at), used_at: isoOrNull(row.used_at) })),
    support_staff: staff ? { role: staff.role, since: iso(staff.created_at) } : null,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

type Detail = AccountExport['security_events'][number]['detail'];

/** An event's detail: a flat JSON object of what else it records (events/index.ts). */
function parseDetail(detail: string | null): Detail {
  if (!detail) return null;
  try {
    const parsed: unknown = JSON.parse(detail);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string | number | boolean | null] => isScalar(entry[1])));
  } catch {
    return null;
  }
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A grant's scopes and issue time (oidc-provider's Grant payload: `openid.scope`, `iat` in seconds). */
function parsePayload(payload: string): { scope: string; iat: number | null } {
  try {
    const parsed = JSON.parse(payload) as { openid?: { scope?: unknown }; iat?: unknown };
    return { scope: typeof parsed.openid?.scope === 'string' ? parsed.openid.scope : '', iat: typeof parsed.iat === 'number' ? parsed.iat : null };
  } catch {
    return { scope: '', iat: null };
  }
}
