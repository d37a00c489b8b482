import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { importCards, importInvitations } from '../modules/cards';

/** An unactivated card of the issuer's file (docs/cards.md); `purpose` is for docs/demo-data.md only. */
export interface DemoCard {
  number: string;
  kind: 'activ' | 'eco' | 'emv' | 'gift';
  firstname: string;
  lastname: string;
  nationalRegisterNumber?: string;
  language: string;
  status: 'issued' | 'blocked';
  purpose: string;
}

/** An invitation code of the issuer's file; without `expiresAt` it never expires. */
export interface DemoInvitation {
  code: string;
  platform: 'mymonizze' | 'clientarea';
  email?: string;
  firstname: string;
  lastname: string;
  company: string;
  language: string;
  expiresAt?: string;
  purpose: string;
}

/**
 * Unactivated demo cards (docs/demo-data.md). Each browser test that spends one has its own, so the
 * specs do not depend on each other's order.
 */
export const demoCards: DemoCard[] = [
  { number: '5065000000000011', kind: 'activ', firstname: 'Olivia', lastname: 'Onboard', nationalRegisterNumber: '90.02.14-123.03', language: 'nl', status: 'issued', purpose: 'The onboarding browser test with a card, Belgium.' },
  { number: '5065000000000029', kind: 'activ', firstname: 'Léa', lastname: 'Lambert', language: 'fr', status: 'issued', purpose: 'The onboarding browser test with a card, Luxembourg (card activation).' },
  { number: '5065000000000037', kind: 'eco', firstname: 'Bram', lastname: 'Reserve', language: 'nl', status: 'issued', purpose: 'The onboarding browser test: an existing account (onboard.existing@example.com) adds a new card.' },
  { number: '5065000000000045', kind: 'gift', firstname: 'Sophie', lastname: 'Spare', language: 'en', status: 'issued', purpose: 'Spare; the onboarding browser test only starts with it (expiry check), never finishes.' },
  { number: '5065000000000052', kind: 'activ', firstname: 'Boris', lastname: 'Blocked', language: 'nl', status: 'blocked', purpose: 'The “activation failed” outcome.' },
  { number: '5065000000000060', kind: 'eco', firstname: 'Karel', lastname: 'Kaartnieuw', language: 'en', status: 'issued', purpose: 'The card activation modal browser test, Belgium (dash.card@example.com).' },
  { number: '5065000000000078', kind: 'gift', firstname: 'Klara', lastname: 'Kartenneu', language: 'fr', status: 'issued', purpose: 'The card activation modal browser test, Luxembourg (dash.card.lu@example.com).' },
];

/** Demo invitation codes: codes are secrets in real files; these are public demo values. */
export const demoInvitations: DemoInvitation[] = [
  { code: 'WELCOME-2026-A', platform: 'mymonizze', email: 'welcome.a@example.com', firstname: 'Emma', lastname: 'Employee', company: 'Acme Belgium', language: 'nl', purpose: 'The onboarding browser test with a code, Belgium.' },
  { code: 'CLIENT-2026-B', platform: 'clientarea', firstname: 'Chris', lastname: 'Client', company: 'Client Company', language: 'fr', purpose: 'Spare (a client-area account).' },
  { code: 'WELCOME-2026-LU', platform: 'mymonizze', email: 'welcome.lu@example.com', firstname: 'Luc', lastname: 'Lux', company: 'Acme Luxembourg', language: 'fr', purpose: 'The onboarding browser test with a code, Luxembourg.' },
  { code: 'SPARE-2026-D', platform: 'mymonizze', firstname: 'Dana', lastname: 'Spare', company: 'Acme Belgium', language: 'en', purpose: 'The every-route accessibility browser test opens the onboarding steps with it, in both variants, and never finishes.' },
  { code: 'EXPIRED-2025-C', platform: 'mymonizze', email: 'expired.c@example.com', firstname: 'Eva', lastname: 'Expired', company: 'Acme Belgium', language: 'en', expiresAt: '2025-12-31', purpose: 'The refusal of an expired code.' },
];

/** A file in the issuer's format: the demo values hold no comma or quote, so none needs quoting. */
function csv(header: readonly string[], rows: (string | undefined)[][]): string {
  return [header, ...rows].map((row) => `${row.map((value) => value ?? '').join(',')}\n`).join('');
}

const cardsCsv = csv(
  ['card_number', 'kind', 'firstname', 'lastname', 'national_register_number', 'language', 'status'],
  demoCards.map((c) => [c.number, c.kind, c.firstname, c.lastname, c.nationalRegisterNumber, c.language, c.status]),
);

const invitationsCsv = csv(
  ['code', 'platform', 'email', 'firstname', 'lastname', 'company', 'language', 'expires_at'],
  demoInvitations.map((i) => [i.code, i.platform, i.email, i.firstname, i.lastname, i.company, i.language, i.expiresAt]),
);

/**
 * Imports the demo cards and codes, written as the card issuer's files so that they go through the
 * same import as real ones. Idempotent (the import is), so it runs on every start and also fills a
 * database seeded before demo cards existed; an activated card or used code stays so.
 */
export async function seedDemoCards(database: Database, config: Pick<Config, 'appSecret'>, now: number): Promise<void> {
  for (const outcome of [await importCards(database, config.appSecret, cardsCsv, now), await importInvitations(database, config.appSecret, invitationsCsv, now)]) {
    if (!outcome.ok) throw new Error(`The demo cards do not import: ${outcome.problems.join('; ')}`);
  }
}
