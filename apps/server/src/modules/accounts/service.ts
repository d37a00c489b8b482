import type { User } from '@portal/contract/user';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { profileReader } from './repo';
import { recoveryKeysOfUserRow } from '../mfa';
import { microsoftEmailOfUserRow } from '../federation';

const profileOf = profileReader(recoveryKeysOfUserRow, microsoftEmailOfUserRow);

/** The profile of GET /api/user: one query (the account with its contacts and recovery keys), whatever their number. */
export async function loadProfile(db: Db, userId: number): Promise<User> {
  const profile = await profileOf(db, userId);
  // A session outliving its account is ended by the foreign key; this covers the race in between.
  if (!profile) throw new ApiError('auth.unauthenticated');
  const { account: { microsoft_email, ...user }, emails, phones, recoveryKeys } = profile;
  return {
    ...user,
    microsoft_login: microsoft_email !== null,
    microsoft_email,
    last_password_change: user.last_password_change === null ? null : new Date(user.last_password_change).toISOString(),
    mfa_forced: user.mfa_forced === 1,
    mfa_customer: user.mfa_customer === 1,
    email: emails.map((e) => ({ id: e.id, email: e.value, default: e.is_default === 1, verified: e.verified === 1 })),
    phone: phones.map((p) => ({ id: p.id, phone: p.value, default: p.is_default === 1, verified: p.verified === 1 })),
    totpRecovery: recoveryKeys.map((k) => ({ id: k.id, used_at: k.used_at === null ? null : new Date(k.used_at).toISOString() })),
  };
}
