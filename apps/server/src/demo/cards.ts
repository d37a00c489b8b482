import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { importCards, importInvitations } from '../modules/cards';

/**
 * Unactivated demo cards and invitation codes (docs/demo-data.md), written
 * as the card issuer's files so that they go through the same import as real ones. Each browser
 * test that spends one has its own, so the specs do not depend on each other's order.
 */
export const DEMO_CARDS_CSV = `card_number,kind,firstname,lastname,national_register_number,language,status
5065000000000011,activ,Olivia,Onboard,90.02.14-123.03,nl,issued
5065000000000029,activ,Léa,Lambert,,fr,issued
5065000000000037,eco,Bram,Reserve,,nl,issued
5065000000000045,gift,Sophie,Spare,,en,issued
5065000000000052,activ,Boris,Blocked,,nl,blocked
5065000000000060,eco,Karel,Kaartnieuw,,en,issued
5065000000000078,gift,Klara,Kartenneu,,fr,issued
`;

/** Codes are secrets in real files; these are public demo values. An empty expires_at never expires. */
export const DEMO_INVITATIONS_CSV = `code,platform,email,firstname,lastname,company,language,expires_at
WELCOME-2026-A,mymonizze,welcome.a@example.com,Emma,Employee,Acme Belgium,nl,
CLIENT-2026-B,clientarea,,Chris,Client,Client Company,fr,
WELCOME-2026-LU,mymonizze,welcome.lu@example.com,Luc,Lux,Acme Luxembourg,fr,
SPARE-2026-D,mymonizze,,Dana,Spare,Acme Belgium,en,
EXPIRED-2025-C,mymonizze,expired.c@example.com,Eva,Expired,Acme Belgium,en,2025-12-31
`;

/**
 * Imports the demo cards and codes. Idempotent (the import is), so it runs on every start and
 * also fills a database seeded before demo cards existed; an activated card or used code stays so.
 */
export async function seedDemoCards(database: Database, config: Pick<Config, 'appSecret'>, now: number): Promise<void> {
  for (const outcome of [await importCards(database, config.appSecret, DEMO_CARDS_CSV, now), await importInvitations(database, config.appSecret, DEMO_INVITATIONS_CSV, now)]) {
    if (!outcome.ok) throw new Error(`The demo cards do not import: ${outcome.problems.join('; ')}`);
  }
}
