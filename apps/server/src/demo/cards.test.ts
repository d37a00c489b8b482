import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../lib/identity-digest';
import { findCard, findOpenInvitation } from '../modules/cards';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import { seedDemoData } from './seed';

const config = { appSecret: 'd'.repeat(32) };
let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
  await seedDemoData(database, config);
});
afterAll(() => testDb.drop());

describe('the demo cards and invitation codes (docs/demo-data.md)', () => {
  it('has issued cards to activate, one blocked card, and the open and expired codes', async () => {
    for (const card of ['5065 0000 0000 0011', '5065 0000 0000 0029', '5065 0000 0000 0037', '5065 0000 0000 0045']) {
      expect(await findCard(database.db, cardNumberDigest(config.appSecret, card))).toMatchObject({ status: 'issued', user_id: null, activated_at: null });
    }
    expect(await findCard(database.db, cardNumberDigest(config.appSecret, '5065000000000052'))).toMatchObject({ status: 'blocked', firstname: 'Boris' });
    const now = Date.now();
    expect(await findOpenInvitation(database.db, config.appSecret, 'WELCOME-2026-A', now)).toMatchObject({ platform: 'mymonizze', email: 'welcome.a@example.com' });
    expect(await findOpenInvitation(database.db, config.appSecret, 'CLIENT-2026-B', now)).toMatchObject({ platform: 'clientarea', email: null });
    expect(await findOpenInvitation(database.db, config.appSecret, 'WELCOME-2026-LU', now)).toMatchObject({ platform: 'mymonizze' });
    expect(await findOpenInvitation(database.db, config.appSecret, 'SPARE-2026-D', now)).toMatchObject({ platform: 'mymonizze' });
    expect(await findOpenInvitation(database.db, config.appSecret, 'EXPIRED-2025-C', now)).toBeNull();
  });

  it('gives Jan Peeters a card number and national register number to find his username by', async () => {
    const jan = await database.db.selectFrom('users').select(['card_number_hash', 'national_register_number_hash']).where('firstname', '=', 'Jan').executeTakeFirstOrThrow();
    expect(jan).toEqual({
      card_number_hash: cardNumberDigest(config.appSecret, '5065000000001001'),
      national_register_number_hash: nationalRegisterNumberDigest(config.appSecret, '80011512347'),
    });
  });

  it('seeds again without changing a card or code, and leaves an activated card activated', async () => {
    const jan = await database.db.selectFrom('users').select('id').where('firstname', '=', 'Jan').executeTakeFirstOrThrow();
    await database.db.updateTable('cards').set({ user_id: jan.id, activated_at: 1 }).where('card_number_hash', '=', cardNumberDigest(config.appSecret, '5065000000000045')).execute();
    const before = [await database.db.selectFrom('cards').selectAll().execute(), await database.db.selectFrom('invitations').selectAll().execute()];
    expect(await seedDemoData(database, config)).toBe(false);
    expect([await database.db.selectFrom('cards').selectAll().execute(), await database.db.selectFrom('invitations').selectAll().execute()]).toEqual(before);
  });
});
