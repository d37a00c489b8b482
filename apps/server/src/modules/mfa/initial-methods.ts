import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { recoveryKeyHash } from './factors/recovery-keys';
import { sealTotpSecret } from './factors/totp-secrets';

/** A method an account starts with: a delivered code, the card, or an authenticator with its keys. */
export type InitialMethod =
  | { method: 'email' | 'sms' | 'card'; target: string | null; primary: boolean }
  | { method: 'totp'; primary: boolean; secret: string; recoveryKeys: { key: string; used: boolean }[] };

/**
 * Stores the methods of a new account inside the caller's transaction (the demo seed uses it): an
 * authenticator's secret is sealed and its recovery keys hashed as the MFA module does for any key.
 */
export async function addInitialMethods(trx: Db, config: Pick<Config, 'appSecret'>, userId: number, methods: InitialMethod[], now: number): Promise<void> {
  for (const m of methods) {
    const common = { user_id: userId, is_primary: m.primary ? 1 : 0, created_at: now };
    if (m.method !== 'totp') {
      await trx.insertInto('mfa_methods').values({ ...common, method: m.method, target: m.target }).execute();
      continue;
    }
    const secret_enc = sealTotpSecret(config, userId, m.secret);
    await trx.insertInto('mfa_methods').values({ ...common, method: 'totp', target: null, secret_enc }).execute();
    await trx.insertInto('mfa_methods').values({ ...common, method: 'totpRecovery', target: null, is_primary: 0 }).execute();
    if (m.recoveryKeys.length === 0) continue;
    await trx
      .insertInto('recovery_keys')
      .values(m.recoveryKeys.map(({ key, used }) => ({ user_id: userId, key_hash: recoveryKeyHash(config.appSecret, userId, key), used_at: used ? now : null, created_at: now })))
      .execute();
  }
}
