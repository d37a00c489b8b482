import { sql, type Migration } from 'kysely';
import { cardLast4, identityDigest, type IdentityKind } from '../../lib/identity-digest';
import type { MigrationDb } from './columns';

/**
 * Card numbers and national register numbers were stored in clear (users, cards, and the card of
 * open onboardings and card activations in verifications.data). From here on only their keyed
 * digest is (lib/identity-digest.ts, under APP_SECRET): existing rows are converted, then the
 * columns are renamed to say what they hold, so no code can read a clear number by the old name.
 * The unique constraint on cards and the indexes serve the look-ups by digest as they did by number.
 * Runs in the migration run's one transaction (migrate.ts), so a failure leaves the numbers as they were.
 */
export function identityDigests(appSecret: string): Migration {
  const digest = (kind: IdentityKind, value: string | null) => (value === null ? null : identityDigest(appSecret, kind, value));
  return {
    async up(db: MigrationDb) {
      for (const table of ['users', 'cards'] as const) {
        const rows: Array<{ id: number; card_number: string | null; national_register_number: string | null }> = await db
          .selectFrom(table)
          .select(['id', 'card_number', 'national_register_number'])
          .where((eb) => eb.or([eb('card_number', 'is not', null), eb('national_register_number', 'is not', null)]))
          .execute();
        for (const row of rows) {
          await db
            .updateTable(table)
            .set({ card_number: digest('card_number', row.card_number), national_register_number: digest('national_register_number', row.national_register_number) })
            .where('id', '=', row.id)
            .execute();
        }
        for (const column of ['card_number', 'national_register_number']) {
          await db.schema.alterTable(table).renameColumn(column, `${column}_hash`).execute();
        }
      }
      for (const column of ['card_number', 'national_register_number']) {
        await db.schema.dropIndex(`users_${column}`).execute();
        await db.schema.createIndex(`users_${column}_hash`).on('users').column(`${column}_hash`).execute();
      }
      await convertOpenVerifications(db, appSecret);
    },
  };
}

/**
 * Open onboardings and card activations held the typed card number ({ cardNumber }); they now hold
 * its digest and the last four digits their screens show ({ cardHash, cardLast4 }).
 */
async function convertOpenVerifications(db: MigrationDb, appSecret: string): Promise<void> {
  const rows: Array<{ id: string; data: string }> = await db
    .selectFrom('verifications')
    .select(['id', 'data'])
    .where('purpose', 'in', ['onboarding', 'card_activation'])
    .where(sql<boolean>`data like ${'%"cardNumber"%'}`)
    .execute();
  for (const row of rows) {
    const { cardNumber, ...rest } = JSON.parse(row.data) as { cardNumber?: string | null };
    const card = typeof cardNumber === 'string' ? { cardHash: identityDigest(appSecret, 'card_number', cardNumber), cardLast4: cardLast4(cardNumber) } : { cardHash: null, cardLast4: null };
    await db.updateTable('verifications').set({ data: JSON.stringify({ ...rest, ...card }) }).where('id', '=', row.id).execute();
  }
}
