import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod/mini';
import { notEmpty, text } from './fields';

/**
 * An IBAN as a person types it (spaces, lower case) in the electronic format banks exchange:
 * `be71 0961 2345 6769` → `BE71096123456769`; null when it is no valid IBAN (checksum, country
 * length, structure). Server and SPA both decide with this one rule.
 */
export function normalisedIban(input: string): string | null {
  const electronic = electronicFormatIBAN(input.trim());
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** PUT /api/user/iban. An invalid IBAN is the field error `iban` ('The provided IBAN is invalid.'). */
export const setIbanRequest = z.object({
  iban: text(64, 'iban').check(notEmpty(), z.refine((value) => normalisedIban(value) !== null, 'iban')),
});
export type SetIbanRequest = z.infer<typeof setIbanRequest>;

/** An IBAN as its owner sees it: ISO country code and a mask keeping the last four characters. */
export const maskedIbanSchema = z.object({
  /** `BE•• •••• •••• 6769` */
  masked: z.string(),
  /** ISO 3166-1 alpha-2, e.g. `BE`. */
  country: z.string(),
});
export type MaskedIban = z.infer<typeof maskedIbanSchema>;

export const pendingIbanSchema = z.extend(maskedIbanSchema, {
  /** ISO 8601: when partner apps start receiving it, unless the owner cancels before. */
  effective_at: z.string(),
});
export type PendingIban = z.infer<typeof pendingIbanSchema>;

/**
 * GET /api/user/iban: the IBAN partner apps receive now (null: none), and a change waiting out its
 * delay (null: none). The full IBAN is never sent back, not even to its owner.
 */
export const ibanStateSchema = z.object({
  iban: z.nullable(maskedIbanSchema),
  pending: z.nullable(pendingIbanSchema),
});
export type IbanState = z.infer<typeof ibanStateSchema>;
export const ibanStateResponse = z.object({ data: ibanStateSchema });

/** How long a new IBAN waits before partner apps receive it: time for the owner to cancel it. */
export const IBAN_CHANGE_DELAY_HOURS = 72;
