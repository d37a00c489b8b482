import type { Adapter, AdapterPayload } from 'oidc-provider';
import { hasControlCharacters } from '@portal/contract/fields';
import { errors } from 'oidc-provider';
import type { Db } from '../db/database';
import { clientMetadata } from './client-metadata';
import { deleteGrants } from './grants';

/**
 * oidc-provider's storage in our database, so that every server process sees the same grants,
 * codes, tokens, sessions and interactions. One table keyed by model name and id; the columns
 * beside the JSON payload index the lookups the provider and the consent calls make.
 *
 * Time here is the wall clock, not the app's Clock: the provider stamps `exp` with Date.now too.
 */
export class KyselyAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: Db,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      account_id: payload.accountId ?? null,
      client_id: payload.clientId ?? null,
      expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    // Nothing the provider issues holds a control character; PostgreSQL would refuse the query.
    if (hasControlCharacters(id)) return undefined;
    // Clients live in their own table, managed by the CLI.
    if (this.model === 'Client') return clientMetadata(this.db, id);
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  /**
   * Marks a code or refresh token used, atomically: of two requests racing with the same value
   * only one wins. The loser is a replay, so it revokes the grant like any reuse does.
   */
  async consume(id: string): Promise<void> {
    if (hasControlCharacters(id)) throw new errors.InvalidGrant('grant request is invalid');
    const result = await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: Date.now() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) return;
    const row = await this.db.selectFrom('oidc_payloads').select('grant_id').where('model', '=', this.model).where('id', '=', id).executeTakeFirst();
    if (row?.grant_id) await deleteGrants(this.db, [row.grant_id]);
    throw new errors.InvalidGrant('grant request is invalid');
  }

  async destroy(id: string): Promise<void> {
    if (hasControlCharacters(id)) return;
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    if (hasControlCharacters(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now())]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(row.consumed_at / 1000) };
  }
}

/** Expired artefacts: the provider ignores them already; this keeps the table small. */
export async function deleteExpiredPayloads(db: Db, now: number): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', now).execute();
}
