import { z } from 'zod/mini';
import { notEmpty, text } from './fields';
import { phone } from './phone';
import { cardNumber, email, nationalRegisterNumber } from './rules';

/**
 * The support desk of the call centre (issue 37; docs/support.md). Every /api/support address
 * answers 404 not_found to anyone but staff with a fresh desk session, as an unknown address would.
 */
export const staffRoles = ['agent', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** GET /api/support/me: who works the desk in this session. */
export const staffMeResponse = z.object({
  data: z.object({ id: z.int(), role: z.enum(staffRoles) }),
});
export type StaffMe = z.infer<typeof staffMeResponse>['data'];

/** GET /api/support/agents (admins): every staff member, with the default e-mail of their account. */
export const staffListResponse = z.object({
  data: z.array(z.object({ id: z.int(), name: z.string(), email: z.nullable(z.string()), role: z.enum(staffRoles), since: z.string() })),
});

/**
 * Why the agent looks: typed for every search and written to the security log with it. At least
 * SUPPORT_REASON_MIN_LENGTH characters once trimmed, so that "x" is no reason; the field code
 * `reason_too_short` below that, `required` when empty.
 */
export const SUPPORT_REASON_MIN_LENGTH = 10;
export const SUPPORT_REASON_MAX_LENGTH = 500;
export const supportReason = z.pipe(
  z.pipe(text(SUPPORT_REASON_MAX_LENGTH), z.transform((value: string) => value.trim())),
  z.string().check(notEmpty(), z.minLength(SUPPORT_REASON_MIN_LENGTH, 'reason_too_short')),
);

export const personSearchKinds = ['email', 'phone', 'card', 'national_register_number'] as const;
export type PersonSearchKind = (typeof personSearchKinds)[number];

/**
 * POST /api/support/people/search: one exact value of one kind, normalised and checked by the
 * portal's own rules (lowercased e-mail, E.164 phone, 16-digit card, mod-97 register number).
 */
export const personSearchRequest = z.discriminatedUnion(
  'by',
  [
    z.strictObject({ by: z.literal('email'), value: email, reason: supportReason }),
    z.strictObject({ by: z.literal('phone'), value: phone, reason: supportReason }),
    z.strictObject({ by: z.literal('card'), value: cardNumber, reason: supportReason }),
    z.strictObject({ by: z.literal('national_register_number'), value: nationalRegisterNumber, reason: supportReason }),
  ],
  { error: 'invalid' },
);
export type PersonSearchRequest = z.input<typeof personSearchRequest>;

/** The most people one search answers: an exact value names a handful at most (shared addresses, migration 0015). */
export const PERSON_SEARCH_MAX_RESULTS = 10;
/** Searches per agent per hour (docs/limits.md). */
export const SUPPORT_SEARCHES_PER_HOUR = 30;

/** A person a search found: no more than an agent needs to pick the right one. */
export const foundPersonSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The default e-mail address, masked (`d***@example.com`); null without one. */
  email: z.nullable(z.string()),
});
export type FoundPerson = z.infer<typeof foundPersonSchema>;

export const personSearchResponse = z.object({ data: z.array(foundPersonSchema) });
