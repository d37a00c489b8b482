import type { Adapter, AdapterPayload } from 'oidc-provider';
import { hasControlCharacters } from '@portal/contract/fields';
import type { Variant } from '@portal/contract/variants';
import { errors } from 'oidc-provider';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { OidcPayloadsTable } from '../db/types';
import { preparedQuery, preparedWrite } from '../db/prepared-query';
import { clientMetadata } from './client-metadata';
import { deleteGrants } from './grants';

/** What an upsert writes besides the key: every column but consumed_at, which only consume sets. */
type Columns = Omit<OidcPayloadsTable, 'model' | 'id' | 'consumed_at'>;

/**
 * A person's consent to an app is one, whichever issuer asked for it: the Grant is shared by the
 * variants' providers. Everything else (codes, tokens, sessions, interactions) is its issuer's alone.
 */
const SHARED_BY_ISSUERS = new Set(['Grant']);

/** The models looked up by account (grants.ts, provider-sessions.ts); only their rows carry account_id (migration 0017). */
const BY_ACCOUNT = new Set(['Grant', 'Session']);

// The queries of every token request, compiled once (db/prepared-query.ts).
const upsertPayload = preparedWrite((db, v: Columns & { model: string; id: string }) => {
  const columns = { payload: v.payload, grant_id: v.grant_id, uid: v.uid, user_code: v.user_code, account_id: v.account_id, client_id: v.client_id, expires_at: v.expires_at, variant: v.variant };
  return db
    .insertInto('oidc_payloads')
    .values({ model: v.model, id: v.id, ...columns })
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(columns));
});
const findPayloadBy = (column: 'id' | 'uid' | 'user_code') =>
  preparedQuery((db, where: { model: string; value: string; now: number }) =>
    db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at', 'variant'])
      .where('model', '=', where.model)
      .where(column, '=', where.value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', where.now)])),
  );
const findPayload = { id: findPayloadBy('id'), uid: findPayloadBy('uid'), user_code: findPayloadBy('user_code') };
const consumePayload = preparedWrite((db, where: { model: string; id: string; now: number }) =>
  db.updateTable('oidc_payloads').set({ consumed_at: where.now }).where('model', '=', where.model).where('id', '=', where.id).where('consumed_at', 'is', null),
);

/**
 * oidc-provider's storage in our database, so that every server process sees the same grants,
 * codes, tokens, sessions and interactions. One table keyed by model name and id; the columns
 * beside the JSON payload index the lookups the provider and the consent calls make.
 *
 * Time here is the wall clock, not the app's Clock: the provider stamps `exp` with Date.now too.
 */
export class KyselyAdapter implements Adapter {
  /** `commit` is the group commit (db/group-commit.ts) every model's writes share: a refresh writes three times. */
  constructor(
    private readonly model: string,
    private readonly db: Db,
    private readonly commit: GroupCommit,
    /** The variant of the provider this adapter stores for: its issuer's rows are the only ones it finds. */
    private readonly variant: Variant,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      account_id: BY_ACCOUNT.has(this.model) ? (payload.accountId ?? null) : null,
      client_id: payload.clientId ?? null,
      expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
      variant: this.variant,
    };
    await this.commit((db) => upsertPayload(db, values));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    // Nothing the provider issues holds a control character; PostgreSQL would refuse the query.
    if (hasControlCharacters(id)) return undefined;
    // Clients live in their own table, managed by the CLI.
    if (this.model === 'Client') return clientMetadata(this.db, id, this.variant);
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
    const where = { model: this.model, id, now: Date.now() };
    if ((await this.commit((db) => consumePayload(db, where))) === 1n) return;
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

  /** Rows without a variant were stored by the single issuer before issue 35: PUBLIC_URL, Belgian. */
  private issuedHere(variant: string | null): boolean {
    return SHARED_BY_ISSUERS.has(this.model) || (variant ?? 'be') === this.variant;
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    if (hasControlCharacters(value)) return undefined;
    const [row] = await findPayload[column](this.db, { model: this.model, value, now: Date.now() });
    if (!row || !this.issuedHere(row.variant)) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(row.consumed_at / 1000) };
  }
}

/** Expired artefacts: the provider ignores them already; this keeps the table small. */
export async function deleteExpiredPayloads(db: Db, now: number): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', now).execute();
}
