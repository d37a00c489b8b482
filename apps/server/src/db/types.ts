import type { Generated, Insertable, Selectable } from 'kysely';

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
  login_attempts: LoginAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  outbox: OutboxTable;
  recovery_keys: RecoveryKeysTable;
  mfa_challenges: MfaChallengesTable;
  step_up_grants: StepUpGrantsTable;
  mfa_audit: MfaAuditTable;
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
  card_number: string | null;
  national_register_number: string | null;
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
  method: 'email' | 'sms' | 'totp' | 'card' | 'totpRecovery' | 'support';
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
}

export interface LoginAttemptsTable {
  /** sha256 of the opaque payload handed to the client. */
  id: string;
  user_id: number;
  device_id: string;
  /** JSON array of the mfa_methods ids offered. */
  method_ids: string;
  chosen_method_id: number | null;
  /** HMAC-SHA256(APP_SECRET, id + code), hex. */
  code_hash: string | null;
  code_sent_at: number | null;
  code_expires_at: number | null;
  sends: Generated<number>;
  failures: Generated<number>;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
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

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  created_at: number;
}

export interface RecoveryKeysTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the normalised key (upper case, no dash). */
  key_hash: string;
  used_at: number | null;
  created_at: number;
}

/** A step-up ('sudo') or set-up ('enroll') challenge; its id is the sha256 of the opaque payload. */
export interface MfaChallengesTable {
  id: string;
  purpose: 'sudo' | 'enroll';
  user_id: number;
  session_id: number;
  /** sudo: the method checked; enroll: the method edited or reset (null when adding). */
  method_id: number | null;
  kind: 'email' | 'sms' | 'totp' | 'card';
  /** enroll: the address or number being verified. */
  target: string | null;
  /** enroll of a TOTP: the new secret, encrypted. */
  secret_enc: string | null;
  /** sudo: the grant will be single-use. */
  single: Generated<number>;
  /** enroll: the account's first method; confirming it grants one step-up for the second. */
  bootstrap: Generated<number>;
  code_hash: string | null;
  code_sent_at: number | null;
  code_expires_at: number | null;
  sends: Generated<number>;
  failures: Generated<number>;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
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

/** Who changed what in their MFA, when, from which device and address. */
export interface MfaAuditTable {
  id: Generated<number>;
  user_id: number;
  session_id: number | null;
  action: MfaAuditAction;
  method: string | null;
  method_id: number | null;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
}

export type MfaAuditAction =
  | 'method_added'
  | 'method_edited'
  | 'method_deleted'
  | 'enrollment_cancelled'
  | 'primary_switched'
  | 'totp_reset'
  | 'recovery_regenerated'
  | 'recovery_key_used'
  | 'device_trusted'
  | 'device_revoked'
  | 'step_up_granted';

export type NewUser = Insertable<UsersTable>;
export type MfaMethodRow = Selectable<MfaMethodsTable>;
