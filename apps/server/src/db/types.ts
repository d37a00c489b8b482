import type { SecurityEventType } from '@portal/contract/events';
import type { NotificationKind } from '@portal/contract/notifications';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { BackchannelLogoutAttemptsTable, BackchannelLogoutsTable, OAuthClientsTable, OidcPayloadsTable, OidcSigningKeysTable } from './oidc-types';

import type { MessageQueueTable, OutboxTable } from './delivery-types';
import type { StaffSessionsTable, StaffTable } from './staff-types';
export type { MessageQueueTable, OutboxTable } from './delivery-types';
export type { StaffSessionsTable, StaffTable } from './staff-types';
export type { BackchannelLogoutAttemptsTable, BackchannelLogoutsTable, OAuthClientsTable, OidcPayloadsTable, OidcSigningKeysTable } from './oidc-types';

/**
 * Table types. Portable across SQLite and PostgreSQL: booleans are integers 0/1, times are epoch
 * milliseconds (bigint on PostgreSQL, read back as numbers), ids are integer identities.
 */
export interface Tables {
  users: UsersTable;
  user_emails: UserEmailsTable;
  user_phones: UserPhonesTable;
  mfa_methods: MfaMethodsTable;
  sessions: SessionsTable;
  trusted_devices: TrustedDevicesTable;
  outbox: OutboxTable;
  message_queue: MessageQueueTable;
  passkeys: PasskeysTable;
  oauth_clients: OAuthClientsTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_signing_keys: OidcSigningKeysTable;
  external_logins: ExternalLoginsTable;
  recovery_keys: RecoveryKeysTable;
  verifications: VerificationsTable;
  verification_sends: VerificationSendsTable;
  step_up_grants: StepUpGrantsTable;
  security_events: SecurityEventsTable;
  rate_limits: RateLimitsTable;
  user_ibans: UserIbansTable;
  session_clients: SessionClientsTable;
  session_settings: SessionSettingsTable;
  notifications: NotificationsTable;
  cards: CardsTable;
  invitations: InvitationsTable;
  account_aliases: AccountAliasesTable;
  mfa_reminders: MfaRemindersTable;
  backchannel_logouts: BackchannelLogoutsTable;
  backchannel_logout_attempts: BackchannelLogoutAttemptsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  erased_account_events: ErasedAccountEventsTable;
}

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  /** ISO date, YYYY-MM-DD. */
  birthdate: string | null;
  gender: 'male' | 'female' | 'other' | null;
  language: Generated<string>;
  password_hash: string;
  /** 0 fine; 1 and 2 weak (must be replaced before signing in). */
  password_status: Generated<number>;
  last_password_change: number | null;
  mfa_forced: Generated<number>;
  mfa_customer: Generated<number>;
  /** Linked ids on the sibling platforms (voucher-holder area, client area, third platform). */
  user_id: number | null;
  customer_user_id: number | null;
  fridom_user_id: number | null;
  /** Keyed digests (lib/identity-digest.ts, migration 0018): the numbers themselves are not stored. */
  card_number_hash: string | null;
  national_register_number_hash: string | null;
  created_at: number;
  /** When onboarding accepted the terms and the privacy statement; null for accounts made elsewhere. */
  terms_accepted_at: number | null;
  marketing_email: Generated<number>;
  marketing_sms: Generated<number>;
  /** When the person closed the account (migration 0029); null while open. No sign-in path opens a closed account. */
  closed_at: Generated<number | null>;
  /** When the erasure sweep erases the closed account; null while open. */
  erase_at: Generated<number | null>;
}

/** A security event of an erased account (migration 0029): under a random pseudonym, with no device, address or detail. */
export interface ErasedAccountEventsTable {
  id: Generated<number>;
  pseudonym: string;
  action: SecurityEventType;
  method: string | null;
  created_at: number;
}

export interface UserEmailsTable {
  id: Generated<number>;
  user_id: number;
  /** Lowercased. */
  email: string;
  is_default: number;
  verified: number;
  created_at: number;
}

export interface UserPhonesTable {
  id: Generated<number>;
  user_id: number;
  /** E.164. */
  phone: string;
  is_default: number;
  verified: number;
  created_at: number;
}

export interface MfaMethodsTable {
  id: Generated<number>;
  user_id: number;
  method: 'email' | 'sms' | 'totp' | 'card' | 'totpRecovery' | 'support' | 'passkey';
  target: string | null;
  is_primary: number;
  created_at: number;
  /** TOTP only: the secret, AES-256-GCM encrypted (lib/secret-box.ts). */
  secret_enc: string | null;
  /** TOTP only: the last 30 s time step accepted, so that a code works once. */
  last_used_step: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the bearer/cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  device_id: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
  /** Read from user_agent at sign-in (ua-parser-js); null when it says nothing recognisable. */
  browser: string | null;
  os: string | null;
  /** How the sign-in passed its second factor (migration 0027); null when it passed none. */
  second_factor: Generated<SignInFactor | null>;
}

/** A second factor a sign-in passed: a method kind of mfa_methods. */
export type SignInFactor = MfaMethodsTable['method'];

/** A partner app that finished an authorization through a portal session (the device's "services"). */
export interface SessionClientsTable {
  session_id: number;
  client_id: string;
  created_at: number;
  /** The provider session the app last signed in through (migration 0023); null on older rows. */
  provider_session_uid: Generated<string | null>;
  /** The `sid` of the app's ID tokens from that provider session. */
  sid: Generated<string | null>;
  /** The `sub` the app knows the person by (an account merged away later keeps its own). */
  sub: Generated<string | null>;
  variant: Generated<string>;
}

/** Per-account session settings; no row means the defaults (history off). */
export interface SessionSettingsTable {
  user_id: number;
  history_enabled: number;
}

export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  device_id: string;
  created_at: number;
  expires_at: number;
  /** sha256 of the HttpOnly trust cookie's token; without it the row never skips the second factor. */
  token_hash: string | null;
  user_agent: string | null;
  ip: string | null;
  last_used_at: number | null;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser reports it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; 0 for authenticators that do not count (synced passkeys). */
  counter: number;
  /** JSON array of transport hints (internal, hybrid, usb, ...). */
  transports: string;
  /** The WebAuthn user.id given at registration, base64url. */
  user_handle: string;
  aaguid: string;
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
  last_used_ip: string | null;
  /** The last change (added, renamed, removed), who made it from where: see recordPasskeyChange. */
  changed_at: number;
  change: 'added' | 'renamed' | 'removed';
  changed_device_id: string | null;
  changed_ip: string | null;
  changed_user_agent: string | null;
  removed_at: number | null;
}

/** An account of the upstream identity provider, linked to one of ours by verified e-mail. */
export interface ExternalLoginsTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  /** Lowercased: the spec's Microsoft login e-mail. */
  email: string;
  created_at: number;
  /** When the person unlinked it (migration 0021); null while linked. */
  unlinked_at: number | null;
}

export interface RecoveryKeysTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the normalised key (upper case, no dash). */
  key_hash: string;
  used_at: number | null;
  created_at: number;
}

/**
 * What a verification is for. login: the second factor of a sign-in; step_up: a fresh second factor
 * for a session; enroll: a new or changed MFA method; passkey: a WebAuthn ceremony's challenge;
 * contact, password_reset, onboarding, merge, handover: the flows that verify an address or hand
 * an account over; support: the one-time support code of a support reset (docs/support.md). The
 * column is text: a new purpose needs no migration.
 */
export type VerificationPurpose = 'account_restore' | 'login' | 'step_up' | 'enroll' | 'contact' | 'password_reset' | 'onboarding' | 'merge' | 'passkey' | 'handover' | 'not_me' | 'recovery' | 'card_activation' | 'support';

/** One verification (modules/verification): its id is the sha256 of the opaque payload or challenge. */
export interface VerificationsTable {
  id: string;
  purpose: VerificationPurpose;
  /** The subject it is bound to: account, session, device, and (passkey second factor) the login's id. */
  user_id: number | null;
  session_id: number | null;
  device_id: string | null;
  attempt_id: string | null;
  /** The MFA method chosen (login, step_up) or edited (enroll). */
  method_id: number | null;
  /** JSON of what the purpose needs (offered method ids, target, sealed TOTP secret, flags, RP). */
  data: string;
  /** HMAC-SHA256(APP_SECRET, id + code), hex. */
  code_hash: string | null;
  code_sent_at: number | null;
  code_expires_at: number | null;
  sends: Generated<number>;
  /** Reserved (decremented) before each guess is checked; 0 ends the verification. */
  guesses_left: number;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
}

/** Codes sent to one address or number (sha256) in the hour starting at window_start. */
export interface VerificationSendsTable {
  destination_hash: string;
  window_start: number;
  sends: number;
}

/** A fresh second factor, bound to one session: single-use, or valid until it expires. */
export interface StepUpGrantsTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  single: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The security event log: who did what to an account, when, from which device and address. */
export interface SecurityEventsTable {
  id: Generated<number>;
  user_id: number;
  session_id: number | null;
  action: SecurityEventType;
  method: string | null;
  method_id: number | null;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON object with what else the event needs (a client id, a channel); null when nothing. */
  detail: string | null;
  created_at: number;
}

export type NewUser = Insertable<UsersTable>;
export type MfaMethodRow = Selectable<MfaMethodsTable>;

/** Failure counters and spent captcha challenges when REDIS_URL is unset (lib/db-rate-limiter.ts). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** One IBAN change of an account (migration 0009): sealed value, what the mask needs, its delay. */
export interface UserIbansTable {
  id: Generated<number>;
  user_id: number;
  iban_sealed: string;
  country: string;
  last4: string;
  length: number;
  created_at: number;
  effective_at: number;
  cancelled_at: number | null;
}

/** A security notice shown on /user/notifications (modules/notifications); also sent by e-mail. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  /** new_device: the session that signed in (its browser, address and device). */
  session_id: number | null;
  created_at: number;
  read_at: number | null;
  /** When "This wasn't me" secured the account from this notice (once). */
  reported_at: number | null;
}

/** A card the issuer made (migration 0013): activated once, by the account that onboarded with it. */
export interface CardsTable {
  id: Generated<number>;
  /** Keyed digest of the 16-digit number (lib/identity-digest.ts, migration 0018); the number is not stored. */
  card_number_hash: string;
  kind: 'activ' | 'eco' | 'emv' | 'gift';
  firstname: string | null;
  lastname: string | null;
  /** Keyed digest of the holder's national register number, like card_number_hash. */
  national_register_number_hash: string | null;
  language: string | null;
  /** issued: can be activated; blocked: the issuer stopped it (activation fails). */
  status: 'issued' | 'blocked';
  user_id: number | null;
  activated_at: number | null;
  imported_at: number;
}

/** An invitation code an employer or the client area sent (migration 0013); used once. */
export interface InvitationsTable {
  id: Generated<number>;
  /** HMAC-SHA256(APP_SECRET, 'invitation:' + normalised code), hex. */
  code_hash: string;
  /** Which platform id the new account gets: mymonizze (user_id) or clientarea (customer_user_id). */
  platform: 'mymonizze' | 'clientarea';
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  language: string | null;
  expires_at: number | null;
  user_id: number | null;
  used_at: number | null;
  imported_at: number;
}

/** A merged-away account's id (migration 0014): its `sub` resolves to the survivor, user_id. */
export interface AccountAliasesTable {
  /** The closed account's id; references nothing, the account is deleted. */
  old_user_id: number;
  user_id: number;
  created_at: number;
}

/** An account on the reminder schedule before forced MFA (migration 0022). */
export interface MfaRemindersTable {
  user_id: number;
  started_at: number;
  weeks: number;
  /** Weekly e-mails sent so far; each send claims the next number. */
  reminders_sent: Generated<number>;
  last_reminded_at: number | null;
  /** When the next reminder is due or, once all are sent, the forcing. */
  next_at: number;
  /** The banner stays dismissed until then (the next weekly reminder). */
  dismissed_until: number | null;
}
