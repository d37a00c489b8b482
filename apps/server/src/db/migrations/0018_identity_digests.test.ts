import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.drop();
  testDb = undefined;
});

const secrets = { appSecret: 'm'.repeat(32) };
const before = Object.fromEntries(Object.entries(migrations(secrets)).filter(([name]) => name < '0018'));
const card = (n: string) => cardNumberDigest(secrets.appSecret, n);
const nrn = (n: string) => nationalRegisterNumberDigest(secrets.appSecret, n);

describe('migration 0018: card and national register numbers as keyed digests', () => {
  it('converts every stored number and open card verification, keeps the rest, and leaves nothing in clear', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    // Old rows are written through an untyped handle: the columns they use no longer exist in the types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 0018
    const db = database.db as any;
    const schema =
      database.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]?.s : undefined;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => before }, migrationTableSchema: schema });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const user = (n: number, identity: object) => ({ firstname: `F${n}`, lastname: 'L', password_hash: 'x', created_at: n, ...identity });
    const { id: jan } = await db.insertInto('users').values(user(1, { card_number: '5065000000001001', national_register_number: '80011512347' })).returning('id').executeTakeFirstOrThrow();
    const { id: bare } = await db.insertInto('users').values(user(2, {})).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('cards').values([
      { card_number: '5065000000000011', kind: 'activ', firstname: 'Olivia', national_register_number: '90021412303', status: 'issued', user_id: null, activated_at: null, imported_at: 5 },
      { card_number: '5065000000001001', kind: 'eco', firstname: null, national_register_number: null, status: 'issued', user_id: jan, activated_at: 6, imported_at: 5 },
    ]).execute();
    const verification = (id: string, purpose: string, data: object) => ({ id, purpose, data: JSON.stringify(data), guesses_left: 5, created_at: 1, expires_at: 2 });
    await db.insertInto('verifications').values([
      verification('onboarding-card', 'onboarding', { kind: 'card', cardNumber: '5065000000000011', email: null }),
      verification('onboarding-code', 'onboarding', { kind: 'code', cardNumber: null, invitationId: 3 }),
      verification('activation', 'card_activation', { cardNumber: '5065000000000011', channel: 'email', target: 'a@example.com' }),
      verification('other', 'contact', { target: 'a@example.com' }),
    ]).execute();

    await migrateToLatest(database, secrets);

    const users = await database.db.selectFrom('users').select(['id', 'card_number_hash', 'national_register_number_hash']).orderBy('id').execute();
    expect(users).toEqual([
      { id: jan, card_number_hash: card('5065000000001001'), national_register_number_hash: nrn('80011512347') },
      { id: bare, card_number_hash: null, national_register_number_hash: null },
    ]);
    const cards = await database.db.selectFrom('cards').select(['card_number_hash', 'national_register_number_hash', 'firstname', 'user_id', 'activated_at']).orderBy('id').execute();
    expect(cards).toEqual([
      { card_number_hash: card('5065000000000011'), national_register_number_hash: nrn('90021412303'), firstname: 'Olivia', user_id: null, activated_at: null },
      { card_number_hash: card('5065000000001001'), national_register_number_hash: null, firstname: null, user_id: jan, activated_at: 6 },
    ]);
    const data = Object.fromEntries((await database.db.selectFrom('verifications').select(['id', 'data']).execute()).map((v) => [v.id, JSON.parse(v.data)]));
    expect(data).toEqual({
      'onboarding-card': { kind: 'card', cardHash: card('5065000000000011'), cardLast4: '0011', email: null },
      'onboarding-code': { kind: 'code', cardHash: null, cardLast4: null, invitationId: 3 },
      activation: { cardHash: card('5065000000000011'), cardLast4: '0011', channel: 'email', target: 'a@example.com' },
      other: { target: 'a@example.com' },
    });
    const raw = JSON.stringify([await database.db.selectFrom('users').selectAll().execute(), await database.db.selectFrom('cards').selectAll().execute(), data]);
    for (const number of ['5065000000001001', '5065000000000011', '80011512347', '90021412303']) expect(raw).not.toContain(number);

    // The unique constraint and the indexes still hold, now on the digests.
    await expect(
      database.db.insertInto('cards').values({ card_number_hash: card('5065000000000011'), kind: 'gift', firstname: null, lastname: null, national_register_number_hash: null, language: null, status: 'issued', user_id: null, activated_at: null, imported_at: 7 }).execute(),
    ).rejects.toThrow();
  });
});
