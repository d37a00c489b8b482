import { z } from 'zod/mini';
import { notificationKinds } from './notifications';
import { securityEventTypes } from './events';

/**
 * "Download my data" (GDPR articles 15 and 20, docs/privacy.md): the shape of account.json in the
 * ZIP of POST /api/user/export. The server builds it and its tests check it against this schema.
 * Every date is ISO 8601; nothing here is a hash, a token, a secret or an encrypted value.
 */

/** The version of this shape: a change a reader must know of raises it. */
export const ACCOUNT_EXPORT_VERSION = 1;

/** The ZIP's two files. */
export const ACCOUNT_EXPORT_FILES = { json: 'account.json', html: 'summary.html' } as const;

/** The download's file name: `account-data-YYYY-MM-DD.zip` (the UTC day of the export). */
export function accountExportFileName(at: Date): string {
  return `account-data-${at.toISOString().slice(0, 10)}.zip`;
}

const at = z.iso.datetime();
const maybeAt = z.nullable(at);

const contactFields = { primary: z.boolean(), verified: z.boolean(), added_at: at };

export const accountExportSchema = z.object({
  format: z.literal('account-data'),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exported_at: at,
  profile: z.object({
    account_id: z.int(),
    firstname: z.string(),
    lastname: z.string(),
    /** YYYY-MM-DD. */
    birthdate: z.nullable(z.iso.date()),
    gender: z.nullable(z.enum(['male', 'female', 'other'])),
    language: z.string(),
    created_at: at,
    terms_accepted_at: maybeAt,
    password_changed_at: maybeAt,
    /** The password must be replaced at the next sign-in. */
    password_weak: z.boolean(),
    mfa_forced: z.boolean(),
    mfa_customer: z.boolean(),
    marketing_email: z.boolean(),
    marketing_sms: z.boolean(),
    /** The account's ids on the sibling platforms. */
    linked_ids: z.object({ user_id: z.nullable(z.int()), customer_user_id: z.nullable(z.int()), fridom_user_id: z.nullable(z.int()) }),
    /** Whether a card number / national register number is on file: only a keyed digest of it is kept, never the number. */
    card_number_on_file: z.boolean(),
    national_register_number_on_file: z.boolean(),
  }),
  emails: z.array(z.object({ email: z.string(), ...contactFields })),
  /** E.164. */
  phones: z.array(z.object({ phone: z.string(), ...contactFields })),
  /** Every IBAN the account set, in full, newest first. */
  ibans: z.array(
    z.object({
      /** Null only if it could not be opened (the server's key changed). */
      iban: z.nullable(z.string()),
      country: z.string(),
      status: z.enum(['current', 'pending', 'previous', 'cancelled']),
      added_at: at,
      effective_at: at,
      cancelled_at: maybeAt,
    }),
  ),
  /** Second-factor methods: kind and target (an address, a number; null for an authenticator or card). */
  second_factor_methods: z.array(z.object({ kind: z.string(), target: z.nullable(z.string()), primary: z.boolean(), added_at: at })),
  passkeys: z.array(
    z.object({ name: z.string(), added_at: at, last_used_at: maybeAt, last_used_ip: z.nullable(z.string()), backed_up: z.boolean(), removed_at: maybeAt }),
  ),
  recovery_keys: z.object({ total: z.int(), unused: z.int(), created_at: maybeAt, used_at: z.array(at) }),
  trusted_devices: z.array(
    z.object({ device_id: z.string(), user_agent: z.nullable(z.string()), ip: z.nullable(z.string()), trusted_at: at, expires_at: at, last_used_at: maybeAt }),
  ),
  sessions: z.object({
    /** Whether ended sessions are kept for the devices page. */
    history_enabled: z.boolean(),
    data: z.array(
      z.object({
        id: z.int(),
        device_id: z.nullable(z.string()),
        browser: z.nullable(z.string()),
        os: z.nullable(z.string()),
        user_agent: z.nullable(z.string()),
        ip: z.nullable(z.string()),
        signed_in_at: at,
        last_seen_at: at,
        expires_at: at,
        ended_at: maybeAt,
        second_factor: z.nullable(z.string()),
        /** Partner apps that signed in through this session. */
        partner_apps: z.array(z.object({ client_id: z.string(), signed_in_at: at })),
        /** The support desk's last activity in this session (staff only). */
        support_desk_seen_at: maybeAt,
      }),
    ),
  }),
  security_events: z.array(
    z.object({
      id: z.int(),
      type: z.enum(securityEventTypes),
      at,
      ip: z.nullable(z.string()),
      user_agent: z.nullable(z.string()),
      device_id: z.nullable(z.string()),
      method: z.nullable(z.string()),
      detail: z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    }),
  ),
  notifications: z.array(z.object({ kind: z.enum(notificationKinds), created_at: at, read_at: maybeAt, reported_at: maybeAt })),
  /** Partner apps the person allowed, with the scopes and the dates of the consent. */
  partner_apps: z.array(z.object({ client_id: z.string(), name: z.nullable(z.string()), scopes: z.array(z.string()), granted_at: maybeAt, expires_at: maybeAt })),
  /** Back-channel logouts told to partner apps when a session ended. */
  partner_logouts: z.array(z.object({ client_id: z.string(), created_at: at, delivered_at: maybeAt, gave_up_at: maybeAt })),
  /** Accounts of an identity provider (Microsoft) linked by e-mail. */
  external_logins: z.array(z.object({ issuer: z.string(), subject: z.string(), email: z.string(), linked_at: at, unlinked_at: maybeAt })),
  cards: z.array(z.object({ kind: z.string(), status: z.string(), firstname: z.nullable(z.string()), lastname: z.nullable(z.string()), activated_at: maybeAt })),
  invitations: z.array(
    z.object({ platform: z.string(), company: z.nullable(z.string()), email: z.nullable(z.string()), firstname: z.nullable(z.string()), lastname: z.nullable(z.string()), used_at: maybeAt }),
  ),
  /** Accounts merged into this one (docs/merge.md): their former ids. */
  merged_accounts: z.array(z.object({ account_id: z.int(), merged_at: at })),
  /** The reminder schedule before two-step verification becomes mandatory; null when none. */
  mfa_reminders: z.nullable(
    z.object({ started_at: at, weeks: z.int(), reminders_sent: z.int(), last_reminded_at: maybeAt, next_at: at, dismissed_until: maybeAt }),
  ),
  /** Codes and checks under way or done (sign-in, step-up, set-up...): what for and when, never the code. */
  verifications: z.array(z.object({ purpose: z.string(), created_at: at, expires_at: at, completed_at: maybeAt })),
  step_up_grants: z.array(z.object({ single_use: z.boolean(), granted_at: at, expires_at: at, used_at: maybeAt })),
  /** The account's role on the support desk; null for everyone else. */
  support_staff: z.nullable(z.object({ role: z.string(), since: at })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The sections of account.json that list what the account holds (every key but the header). */
export type AccountExportSection = Exclude<keyof AccountExport, 'format' | 'version' | 'exported_at'>;
