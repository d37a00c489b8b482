import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { migratedTestDatabase, type TestDatabase } from '../../test/database';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { createAccount } from '../accounts';
import { activateCard, findCard, findOpenInvitation, importCards, importInvitations, invitationCodeHash, redeemInvitation } from './index';

const APP_SECRET = 's'.repeat(32);
const CARD_HEADER = 'card_number,kind,firstname,lastname,national_register_number,language,status';
const INVITATION_HEADER = 'code,platform,email,firstname,lastname,company,language,expires_at';
const NOW = Date.UTC(2026, 0, 15);

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
});
afterAll(() => testDb.drop());
beforeEach(async () => {
  await database.db.deleteFrom('cards').execute();
  await database.db.deleteFrom('invitations').execute();
});

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const cardCount = async () => Number((await database.db.selectFrom('cards').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const allCards = () => database.db.selectFrom('cards').selectAll().orderBy('kind').orderBy('card_number_hash').execute();
const card = (number: string) => cardNumberDigest(APP_SECRET, number);
const nrn = (number: string) => nationalRegisterNumberDigest(APP_SECRET, number);
const allInvitations = () => database.db.selectFrom('invitations').selectAll().orderBy('code_hash').execute();
let users = 0;
const newUser = () => {
  users += 1;
  const user = { firstname: 'Card', lastname: 'Holder', password_hash: 'x', created_at: NOW };
  return createAccount(database.db, user, { email: `holder${users}@example.com`, phone: `+3247000${String(users).padStart(4, '0')}`, verified: true });
};

describe('cards import', () => {
  it('imports a good file and says how many cards were new', async () => {
    const outcome = await importCards(
      database,
      APP_SECRET,
      csv(
        CARD_HEADER,
        '5065 0000 0000 0011,activ,Anna,Peeters,85.07.30-033.28,nl,',
        '5065-0000-0000-0029,Eco,Bob,,,FR,issued',
        '5065000000000037,gift,,,,,blocked',
      ),
      NOW,
    );
    expect(outcome).toEqual({ ok: true, summary: { total: 3, new: 3, updated: 0, unchanged: 0 } });
    expect(await allCards()).toEqual([
      expect.objectContaining({ card_number_hash: card('5065000000000011'), kind: 'activ', firstname: 'Anna', lastname: 'Peeters', national_register_number_hash: nrn('85073003328'), language: 'nl', status: 'issued', user_id: null, activated_at: null, imported_at: NOW }),
      expect.objectContaining({ card_number_hash: card('5065000000000029'), kind: 'eco', firstname: 'Bob', lastname: null, national_register_number_hash: null, language: 'fr', status: 'issued' }),
      expect.objectContaining({ card_number_hash: card('5065000000000037'), kind: 'gift', firstname: null, status: 'blocked' }),
    ]);
  });

  it('stores neither the card number nor the register number, only their keyed digests (issue 32)', async () => {
    await importCards(database, APP_SECRET, csv(CARD_HEADER, '5065 0000 0000 0011,activ,Anna,Peeters,85.07.30-033.28,nl,'), NOW);
    const raw = JSON.stringify(await database.db.selectFrom('cards').selectAll().execute());
    expect(raw).not.toMatch(/0000000011|85073003328|033\.?28/);
    expect(await findCard(database.db, card('5065000000000011'))).toMatchObject({ firstname: 'Anna' });
    // The digest is keyed: another APP_SECRET finds nothing.
    expect(await findCard(database.db, cardNumberDigest('o'.repeat(32), '5065000000000011'))).toBeUndefined();
  });

  it('reads a spreadsheet export: BOM, CRLF, quoted fields with commas, doubled quotes and blank lines, columns in any order', async () => {
    const file =
      '\uFEFFKind, Card_Number ,firstname,lastname,national_register_number,language,status\r\n' +
      'activ,"5065000000000011","Anne-Marie","De Smet, Jr.",,nl,issued\r\n' +
      '\r\n' +
      'eco,5065000000000029,"Jean ""Jeannot""",Dupont,,fr,\r\n';
    const outcome = await importCards(database, APP_SECRET, file, NOW);
    expect(outcome).toEqual({ ok: true, summary: { total: 2, new: 2, updated: 0, unchanged: 0 } });
    expect(await findCard(database.db, card('5065000000000011'))).toMatchObject({ kind: 'activ', firstname: 'Anne-Marie', lastname: 'De Smet, Jr.' });
    expect(await findCard(database.db, card('5065000000000029'))).toMatchObject({ kind: 'eco', firstname: 'Jean "Jeannot"', lastname: 'Dupont' });
  });

  it('refuses a file with any bad row, names each by its line and reason, and imports nothing', async () => {
    const file =
      `${CARD_HEADER}\r\n` +
      '5065000000000011,activ,Anna,,,nl,\r\n' + // line 2: good
      '1234,activ,,,,,\r\n' + // line 3
      '5065000000000029,cheap,,,85073003327,xx,gone\r\n' + // line 4
      '5065000000000037,eco,"two\r\nlines",,,,\r\n' + // line 5, into line 6
      '\r\n' + // line 7: blank
      '5065000000000045,eco\r\n' + // line 8
      '5065 0000 0000 0011,gift,,,,,\r\n' + // line 9: the card of line 2 again
      ',,,,,,\r\n' + // line 10: empty cells, skipped
      ' ,,Nobody,,,,\r\n'; // line 11
    const outcome = await importCards(database, APP_SECRET, file, NOW);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        'line 3: card_number: not 16 digits starting with 5065',
        'line 4: kind: not one of activ, eco, emv, gift',
        'line 4: national_register_number: not a national register number (11 digits with a valid mod-97 check)',
        'line 4: language: not one of nl, fr, en, de',
        'line 4: status: not one of issued, blocked',
        'line 5: firstname: contains a control character',
        'line 8: 2 values, the header has 7',
        'line 9: card_number: 5065000000000011 is also on line 2',
        'line 11: card_number: missing',
        'line 11: kind: missing',
      ],
    });
    expect(await cardCount()).toBe(0);
  });

  it('checks register numbers with both century rules', async () => {
    // 000101001: 97 - (000101001 mod 97) = 73 for 1900s births, 97 - (2000101001 mod 97) = 05 for 2000s births.
    const outcome = await importCards(database, APP_SECRET, csv(CARD_HEADER, '5065000000000011,activ,,,00010100105,,', '5065000000000029,activ,,,00.01.01-001.73,,', '5065000000000037,activ,,,00010100133,,'), NOW);
    expect(outcome).toEqual({ ok: false, problems: ['line 4: national_register_number: not a national register number (11 digits with a valid mod-97 check)'] });
    const good = await importCards(database, APP_SECRET, csv(CARD_HEADER, '5065000000000011,activ,,,00010100105,,', '5065000000000029,activ,,,00.01.01-001.73,,'), NOW);
    expect(good).toMatchObject({ ok: true });
    expect(await findCard(database.db, card('5065000000000029'))).toMatchObject({ national_register_number_hash: nrn('00010100173') });
  });

  it('refuses a header that lacks, repeats or misspells a column, an empty file, and broken quoting', async () => {
    expect(await importCards(database, APP_SECRET, csv('card_number,kind,firstname,lastnme,national_register_number,language,status', '5065000000000011,activ,,,,,'), NOW)).toEqual({
      ok: false,
      problems: [
        'line 1: unknown column "lastnme" (the columns are card_number,kind,firstname,lastname,national_register_number,language,status)',
        'line 1: missing column lastname (the header must be card_number,kind,firstname,lastname,national_register_number,language,status)',
      ],
    });
    const repeated = await importCards(database, APP_SECRET, csv('card_number,kind,kind,firstname,lastname,national_register_number,language,status'), NOW);
    expect(repeated).toEqual({ ok: false, problems: ['line 1: column "kind" appears twice'] });
    expect(await importCards(database, APP_SECRET, '', NOW)).toEqual({ ok: false, problems: [expect.stringMatching(/^line 1: the file is empty/)] });
    const unclosed = await importCards(database, APP_SECRET, csv(CARD_HEADER, '5065000000000011,activ,,,,,', '5065000000000029,activ,"Anna,,,,,'), NOW);
    expect(unclosed).toEqual({ ok: false, problems: [expect.stringMatching(/^line 3: Quote Not Closed/)] });
    expect(await cardCount()).toBe(0);
  });

  it('is idempotent: the same file again changes nothing, not even imported_at', async () => {
    const file = csv(CARD_HEADER, '5065000000000011,activ,Anna,Peeters,,nl,', '5065000000000029,eco,Bob,Maes,,fr,blocked');
    await importCards(database, APP_SECRET, file, NOW);
    const before = await allCards();
    expect(await importCards(database, APP_SECRET, file, NOW + 60_000)).toEqual({ ok: true, summary: { total: 2, new: 0, updated: 0, unchanged: 2 } });
    expect(await allCards()).toEqual(before);
  });

  it('updates a known card from the file but never its activation', async () => {
    await importCards(database, APP_SECRET, csv(CARD_HEADER, '5065000000000011,activ,Anna,Peeters,,nl,', '5065000000000029,eco,Bob,Maes,,fr,'), NOW);
    const userId = await newUser();
    expect(await activateCard(database.db, card('5065000000000011'), userId, NOW + 1)).toBe(true);

    const later = NOW + 86_400_000;
    const outcome = await importCards(database, APP_SECRET, csv(CARD_HEADER, '5065000000000011,gift,Anna,Peeters-Maes,,fr,blocked', '5065000000000029,eco,Bob,Maes,,fr,', '5065000000000045,emv,,,,,'), later);
    expect(outcome).toEqual({ ok: true, summary: { total: 3, new: 1, updated: 1, unchanged: 1 } });
    expect(await findCard(database.db, card('5065000000000011'))).toMatchObject({
      kind: 'gift',
      lastname: 'Peeters-Maes',
      language: 'fr',
      status: 'blocked',
      user_id: userId,
      activated_at: NOW + 1,
      imported_at: later,
    });
    expect(await findCard(database.db, card('5065000000000029'))).toMatchObject({ imported_at: NOW, user_id: null });
  });

  it('gives the same result when two imports of one file run at once', async () => {
    const other = testDb.open();
    const file = csv(CARD_HEADER, ...Array.from({ length: 1200 }, (_, i) => `5065${String(i).padStart(12, '0')},activ,,,,,`));
    const outcomes = await Promise.all([importCards(database, APP_SECRET, file, NOW), importCards(other, APP_SECRET, file, NOW)]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(await cardCount()).toBe(1200);
  });

  it('imports 100,000 cards in one go, well under a minute', { timeout: 60_000 }, async () => {
    const count = 100_000;
    const lines = Array.from({ length: count }, (_, i) => `5065${String(i).padStart(12, '0')},${['activ', 'eco', 'emv', 'gift'][i % 4]},First${i},Last${i},,nl,`);
    const file = csv(CARD_HEADER, ...lines);
    const started = performance.now();
    const outcome = await importCards(database, APP_SECRET, file, NOW);
    const seconds = (performance.now() - started) / 1000;
    console.log(`100,000 cards imported in ${seconds.toFixed(1)} s (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
    expect(outcome).toEqual({ ok: true, summary: { total: count, new: count, updated: 0, unchanged: 0 } });
    expect(await cardCount()).toBe(count);
    expect(await findCard(database.db, card('5065000000099999'))).toMatchObject({ kind: 'gift', firstname: 'First99999' });
  });
});

describe('invitations import', () => {
  it('stores only the keyed hash of each code, and the invitation is found by the code as typed', async () => {
    const outcome = await importInvitations(
      database,
      APP_SECRET,
      csv(INVITATION_HEADER, 'WELCOME-2026-A,mymonizze, Anna@Example.COM ,Anna,Peeters,Acme,nl,2026-12-31', 'client 2026 b,ClientArea,,,,,,2026-06-30T18:00:00+02:00'),
      NOW,
    );
    expect(outcome).toEqual({ ok: true, summary: { total: 2, new: 2, updated: 0, unchanged: 0 } });
    const stored = await allInvitations();
    expect(JSON.stringify(stored)).not.toMatch(/WELCOME|welcome|CLIENT/);
    expect(await findOpenInvitation(database.db, APP_SECRET, 'welcome2026a', NOW)).toMatchObject({
      code_hash: invitationCodeHash(APP_SECRET, 'WELCOME-2026-A'),
      platform: 'mymonizze',
      email: 'anna@example.com',
      firstname: 'Anna',
      company: 'Acme',
      language: 'nl',
      expires_at: Date.UTC(2027, 0, 1),
    });
    expect(await findOpenInvitation(database.db, APP_SECRET, 'CLIENT-2026-B', NOW)).toMatchObject({ platform: 'clientarea', email: null, expires_at: Date.UTC(2026, 5, 30, 16) });
  });

  it('refuses bad rows by line, the same code written two ways included, and imports nothing', async () => {
    const outcome = await importInvitations(
      database,
      APP_SECRET,
      csv(
        INVITATION_HEADER,
        'WELCOME-2026-A,mymonizze,,,,,,',
        'abc,partner,not-an-address,,,,es,2026-02-30',
        'welcome 2026 a,clientarea,,,,,,',
        'LONGNAME1,mymonizze,,,,,,2026-06-30T18:00:00',
        `LONGNAME2,mymonizze,,${'x'.repeat(101)},,,,`,
      ),
      NOW,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        'line 3: code: not 6 to 32 letters and digits (spaces and dashes ignored)',
        'line 3: platform: not one of mymonizze, clientarea',
        'line 3: email: not an e-mail address',
        'line 3: language: not one of nl, fr, en, de',
        'line 3: expires_at: not an ISO date (2026-12-31) or date and time with a zone (2026-12-31T18:00:00+01:00)',
        'line 4: code: the same code is also on line 2',
        'line 5: expires_at: not an ISO date (2026-12-31) or date and time with a zone (2026-12-31T18:00:00+01:00)',
        'line 6: firstname: longer than 100 characters',
      ],
    });
    expect(await allInvitations()).toEqual([]);
  });

  it('is idempotent, updates a known invitation and never gives a used one back', async () => {
    const file = csv(INVITATION_HEADER, 'WELCOME-2026-A,mymonizze,anna@example.com,Anna,,,nl,2026-12-31', 'CLIENT-2026-B,clientarea,,,,,,');
    await importInvitations(database, APP_SECRET, file, NOW);
    const before = await allInvitations();
    expect(await importInvitations(database, APP_SECRET, file, NOW + 1)).toEqual({ ok: true, summary: { total: 2, new: 0, updated: 0, unchanged: 2 } });
    expect(await allInvitations()).toEqual(before);

    const invitation = await findOpenInvitation(database.db, APP_SECRET, 'WELCOME-2026-A', NOW);
    const userId = await newUser();
    expect(await redeemInvitation(database.db, invitation!.id, userId, NOW + 2)).toBe(true);
    const changed = csv(INVITATION_HEADER, 'WELCOME-2026-A,mymonizze,anna@example.org,Anna,,,fr,2027-12-31', 'CLIENT-2026-B,clientarea,,,,,,');
    expect(await importInvitations(database, APP_SECRET, changed, NOW + 3)).toEqual({ ok: true, summary: { total: 2, new: 0, updated: 1, unchanged: 1 } });
    const row = await database.db.selectFrom('invitations').selectAll().where('id', '=', invitation!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'anna@example.org', language: 'fr', user_id: userId, used_at: NOW + 2, imported_at: NOW + 3 });
    expect(await findOpenInvitation(database.db, APP_SECRET, 'WELCOME-2026-A', NOW)).toBeNull();
  });

  it('imports an expired invitation, which cannot be used', async () => {
    await importInvitations(database, APP_SECRET, csv(INVITATION_HEADER, 'EXPIRED-2025-C,mymonizze,,,,,,2025-12-31'), NOW);
    expect(await allInvitations()).toHaveLength(1);
    expect(await findOpenInvitation(database.db, APP_SECRET, 'EXPIRED-2025-C', NOW)).toBeNull();
  });

  it('imports 100,000 invitations in one go, well under a minute', { timeout: 60_000 }, async () => {
    const count = 100_000;
    const file = csv(INVITATION_HEADER, ...Array.from({ length: count }, (_, i) => `INV${String(i).padStart(8, '0')},mymonizze,person${i}@example.com,,,,,2027-01-01`));
    const started = performance.now();
    const outcome = await importInvitations(database, APP_SECRET, file, NOW);
    console.log(`100,000 invitations imported in ${((performance.now() - started) / 1000).toFixed(1)} s (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
    expect(outcome).toEqual({ ok: true, summary: { total: count, new: count, updated: 0, unchanged: 0 } });
    expect(await allInvitations()).toHaveLength(count);
  });
});
