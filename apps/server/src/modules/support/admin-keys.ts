import type { signingKeySchema } from '@portal/contract/support-admin';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { KEY_RETENTION_MS, keyStates, listSigningKeys, rotateSigningKeys } from '../../oidc';
import type { Actor } from '../events';
import { recordAdminAction } from './audit';

type SigningKey = z.output<typeof signingKeySchema>;

const iso = (ms: number) => new Date(ms).toISOString();

/** The signing keys and their state now, as `keys list` prints them. */
export async function listKeys(ctx: AppContext): Promise<SigningKey[]> {
  return keyStates(await listSigningKeys(ctx.db), ctx.clock.now(), KEY_RETENTION_MS).map((k) => ({
    kid: k.kid,
    alg: k.alg,
    state: k.state,
    created_at: iso(k.createdAt),
    activates_at: iso(k.activatesAt),
    remove_at: k.removeAt === null ? null : iso(k.removeAt),
  }));
}

/**
 * `keys rotate` from the console: a new key per algorithm, published now, signing from the answer's
 * time; with its `support_admin_action` in the same transaction.
 */
export async function rotateKeys(ctx: AppContext, admin: Actor, reason: string): Promise<{ activatesAt: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const rotated = await rotateSigningKeys(trx, ctx.config.appSecret, now);
    await recordAdminAction(trx, admin, 'keys_rotated', reason, now, { activates_at: iso(rotated.activatesAt) });
    return rotated;
  });
}
