import { text } from '@portal/contract/fields';
import { cardNumber, email, invitationCode, nationalRegisterNumber } from '@portal/contract/rules';
import { allLocales, languageOfLocale } from '@portal/contract/variants';
import { z } from 'zod';
import { optional, required } from './fields';

/** The columns of the card issuer's files (docs/cards.md), in the documented order. */
export const CARD_COLUMNS = ['card_number', 'kind', 'firstname', 'lastname', 'national_register_number', 'language', 'status'] as const;
export const INVITATION_COLUMNS = ['code', 'platform', 'email', 'firstname', 'lastname', 'company', 'language', 'expires_at'] as const;

export const cardKinds = ['activ', 'eco', 'emv', 'gift'] as const;
export const cardStatuses = ['issued', 'blocked'] as const;
export const invitationPlatforms = ['mymonizze', 'clientarea'] as const;
/** The two-letter languages an account can have: those of the portal's locales (nl, fr, en, de). */
const languages = [...new Set(allLocales.map(languageOfLocale))] as [string, ...string[]];

/** Enum values are read without regard to case: `Gift` is `gift`. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(z.pipe(text(32), z.transform((v: string) => v.toLowerCase())), z.enum(values));

const name = text(100);
const language = oneOf(languages);

/**
 * expires_at: an ISO date, meaning the code works through that day (UTC), or an ISO date and time
 * with its zone (Z or ±hh:mm): a time without a zone would depend on the importing machine.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const DAY_MS = 86_400_000;

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

export function parseExpiry(value: string): number | null {
  const date = DATE.exec(value);
  if (date) return isCalendarDate(date[1]!, date[2]!, date[3]!) ? Date.parse(`${value}T00:00:00Z`) + DAY_MS : null;
  const dateTime = DATE_TIME.exec(value);
  if (dateTime && isCalendarDate(dateTime[1]!, dateTime[2]!, dateTime[3]!)) return Date.parse(value);
  return null;
}

const expiresAt = z.pipe(
  text(40),
  z.transform((value: string, ctx) => {
    const at = parseExpiry(value);
    if (at === null) ctx.issues.push({ code: 'custom', message: 'expires_at', input: value });
    return at ?? 0;
  }),
);

/** What a card row must hold; empty optional values are stored as null, an empty status is `issued`. */
export const cardFields = {
  card_number: required(cardNumber),
  kind: required(oneOf(cardKinds)),
  firstname: optional(name),
  lastname: optional(name),
  national_register_number: optional(nationalRegisterNumber),
  language: optional(language),
  status: optional(oneOf(cardStatuses), 'issued' as const),
};

/** What an invitation row must hold; `code` is the normalised code, hashed before it is stored. */
export const invitationFields = {
  code: required(invitationCode),
  platform: required(oneOf(invitationPlatforms)),
  email: optional(email),
  firstname: optional(name),
  lastname: optional(name),
  company: optional(text(200)),
  language: optional(language),
  expires_at: optional(expiresAt),
};
