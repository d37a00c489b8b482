import { z } from 'zod/mini';
import { locationSchema, securityEventSchema } from './devices';
import { text } from './fields';
import { mfaMethodKind } from './mfa';
import { cardNumber, nationalRegisterNumber } from './rules';
import { scopeKeys } from './scopes';
import { supportReason } from './support';

/**
 * The person's page of the support desk and what an agent may do on it (issue 37; docs/support.md).
 * Every action carries a reason, is written to the agent's and the person's security logs and is
 * announced to the person by e-mail. No agent ever sees or sets a password or a code.
 */

/** /api/support/people/:id */
export const personParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** GET /api/support/people/:id?reason=…: opening a page is audited like a search (support_person_viewed). */
// A missing reason is checked as an empty one: field code `required`, as in the bodies.
export const personPageQuery = z.object({ reason: z.prefault(supportReason, '') });

const iso = z.string();

export const supportPersonSchema = z.object({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.nullable(z.string()),
  language: z.string(),
  /** Client-area account (customer_user_id set). */
  customer: z.boolean(),
  created_at: iso,
  /** Closed by the person (docs/privacy.md): when, and when it is erased unless restored; null while open. */
  closed: z.nullable(z.object({ at: iso, erase_at: iso })),
  /** Contacts in full: the agent checks them with the caller. */
  emails: z.array(z.object({ id: z.int(), email: z.string(), default: z.boolean(), verified: z.boolean() })),
  phones: z.array(z.object({ id: z.int(), phone: z.string(), default: z.boolean(), verified: z.boolean() })),
  /** Second-factor methods: kinds and masked targets, never a secret. */
  methods: z.array(z.object({ id: z.int(), method: mfaMethodKind, target: z.nullable(z.string()), primary: z.boolean(), created_at: iso })),
  passkeys: z.array(z.object({ id: z.int(), name: z.string(), created_at: iso, last_used_at: z.nullable(iso) })),
  recovery_keys_left: z.int(),
  /** Live sessions, newest activity first; each can be ended on its own. */
  sessions: z.array(
    z.object({
      id: z.int(),
      browser: z.nullable(z.string()),
      os: z.nullable(z.string()),
      location: locationSchema,
      created_at: iso,
      last_seen_at: iso,
    }),
  ),
  /** The newest security events (the person's own history, 50 at most). */
  history: z.array(securityEventSchema),
  /** Partner apps the person authorised. */
  apps: z.array(z.object({ client_id: z.string(), name: z.string(), scopes: z.array(z.enum(scopeKeys)) })),
  /** A card number is registered on the account itself (the card second factor, the identity check): only whether, never the number. */
  card_on_account: z.boolean(),
  cards: z.array(z.object({ id: z.int(), kind: z.enum(['activ', 'eco', 'emv', 'gift']), status: z.enum(['issued', 'blocked']), activated_at: z.nullable(iso) })),
  /** Open verifications the person is in the middle of, by purpose (contact checks, onboarding, merges, recovery). */
  pending: z.array(
    z.object({
      /** The verification's id (the sha256 of its payload, never the payload): what resend and cancel name. */
      id: z.string(),
      purpose: z.string(),
      /** Masked address or number a code goes to, when it has one. */
      target: z.nullable(z.string()),
      created_at: iso,
      expires_at: iso,
      /** Whether an agent may resend its code (a code was sent to a target). */
      resendable: z.boolean(),
    }),
  ),
  /** Recovery requests waiting out their 72 hours (cancellable). */
  recovery_requests: z.array(z.object({ id: z.string(), created_at: iso, ready_at: iso })),
  /** Whether sign-in limits hold the person now. */
  limits: z.object({
    /** Wrong passwords used up the free guesses: a captcha is asked with each try. */
    captcha_required: z.boolean(),
    /** The day's wrong passwords are used up: sign-in refused until the window ends. */
    locked_for_today: z.boolean(),
    /** Wrong second-factor codes used up the account's allowance for 15 minutes. */
    second_factor_locked: z.boolean(),
  }),
  /** An open support reset: where its code went and until when it works. */
  support_reset: z.nullable(z.object({ target: z.string(), expires_at: iso })),
});
export type SupportPerson = z.infer<typeof supportPersonSchema>;
export const supportPersonResponse = z.object({ data: supportPersonSchema });

/** POST /api/support/people/:id/sessions/end: one session (session_id) or all of them. */
export const endSessionsRequest = z.strictObject({ session_id: z.optional(z.int().check(z.positive())), reason: supportReason });
export const endSessionsResponse = z.object({ ended: z.int() });

/** POST /api/support/people/:id/limits/lift: the account's password and second-factor counts start over. */
export const liftLimitsRequest = z.strictObject({ reason: supportReason });
export const liftLimitsResponse = z.object({ lifted: z.boolean() });

/** POST /api/support/people/:id/verifications/resend: a new code of an open verification to the same target, within its limits. */
export const resendVerificationRequest = z.strictObject({ verification_id: text(64).check(z.minLength(1, 'required')), reason: supportReason });
export const resendVerificationResponse = z.object({ resend_in: z.int() });

/** POST /api/support/people/:id/recovery/cancel */
export const cancelRecoveryRequest = z.strictObject({ request_id: text(64).check(z.minLength(1, 'required')), reason: supportReason });

/** POST /api/support/people/:id/apps/revoke */
export const revokeAppRequest = z.strictObject({ client_id: text(200).check(z.minLength(1, 'required')), reason: supportReason });

/** What an action with nothing to count answers. */
export const supportDoneResponse = z.object({ done: z.literal(true) });

/**
 * How the agent checked who is calling before a support reset: the card number and national
 * register number the caller gives (the portal compares them with the account's), or an identity
 * document the agent saw at a desk.
 */
export const identityDocuments = ['id_card', 'passport', 'residence_permit'] as const;
export const identityCheck = z.discriminatedUnion(
  'check',
  [
    z.strictObject({ check: z.literal('card_and_national_register_number'), card_number: cardNumber, national_register_number: nationalRegisterNumber }),
    z.strictObject({ check: z.literal('document'), document: z.enum(identityDocuments) }),
  ],
  { error: 'invalid' },
);

/**
 * POST /api/support/people/:id/support-reset: after the identity check, a one-time support code
 * goes to a contact the person still holds (one of their verified e-mail addresses or phones); at
 * their next sign-in it passes the second factor once and leads to setting up a new method.
 * Answers 422 support.identity_mismatch when the card or register number is not the person's.
 */
export const supportResetRequest = z.strictObject({
  identity: identityCheck,
  send_to: z.strictObject({ kind: z.enum(['email', 'phone']), id: z.int().check(z.positive()) }),
  reason: supportReason,
});
export type SupportResetRequest = z.input<typeof supportResetRequest>;
/** How long a support code works: long enough for the person to reach a device after the call. */
export const SUPPORT_CODE_TTL_HOURS = 24;
export const supportResetResponse = z.object({ sent_to: z.string(), expires_at: iso });
