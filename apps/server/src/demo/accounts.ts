import type { StaffRole } from '@portal/contract/support';
import type { NewUser } from '../db/types';
import type { InitialMethod } from '../modules/mfa';
import { signInPathAccounts } from './accounts/sign-in-paths';
import { featureAccounts } from './accounts/feature-accounts';
import { mergePairAccounts } from './accounts/merge-pairs';
import { browserTestAccounts } from './accounts/browser-test-accounts';
import { stepUpAndSetUpAccounts } from './accounts/step-up-and-set-up-accounts';

export const DEMO_PASSWORD = 'Demo-Password-1!';

/** The authenticator secret of every demo account with TOTP (docs/demo-data.md). */
export const DEMO_TOTP_SECRET = 'DEMOTOTPSECRETFORTHEPORTAL234567';
/** The upstream provider of the demo accounts linked to Microsoft: a tenant of Microsoft Entra ID that does not exist. */
export const DEMO_MICROSOFT_ISSUER = 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0';

/** Their recovery keys: DEMKY-22222 … DEMKY-2222B. */
export const DEMO_RECOVERY_KEYS = [...'23456789AB'].map((c) => `DEMKY-2222${c}`);

/** A demo authenticator shares DEMO_TOTP_SECRET and DEMO_RECOVERY_KEYS, the first `usedKeys` used. */
type DemoMethod = Exclude<InitialMethod, { method: 'totp' }> | { method: 'totp'; primary: boolean; usedKeys: number };

export interface DemoAccount {
  /** What the account is for (which test uses it, and why one of its own); docs/demo-data.md prints it, Markdown allowed. */
  purpose: string;
  user: Omit<NewUser, 'password_hash' | 'created_at' | 'last_password_change' | 'card_number_hash' | 'national_register_number_hash'>;
  /** The card on file, in clear here because people type these public demo values; seeded as digests. */
  card?: { number: string; nationalRegisterNumber?: string };
  email: string;
  phone: string;
  methods: DemoMethod[];
  /** Further verified, secondary e-mail addresses (an account that can lose one in a test). */
  moreEmails?: string[];
  /** The e-mail of the Microsoft account it is linked to ("Sign in with Microsoft", DEMO_MICROSOFT_ISSUER). */
  microsoft?: string;
  /** Works the support desk with this role (docs/support.md); the desk needs an authenticator or a passkey. */
  staff?: StaffRole;
}

/**
 * Every demo account, in the order they are seeded. Their ids follow this order and tests rely on
 * them, so a new account goes at the end of the last list.
 */
export const demoAccounts: DemoAccount[] = [...signInPathAccounts, ...featureAccounts, ...mergePairAccounts, ...browserTestAccounts, ...stepUpAndSetUpAccounts];
