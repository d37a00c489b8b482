import { z } from 'zod/mini';
import { tokenResponse } from './auth';
import { text, typedPassword } from './fields';
import { confirmedIn, newPassword } from './password';
import { personName } from './profile';
import { cardNumber, email, invitationCode, mfaCodeInput } from './rules';

/**
 * Onboarding (issue 9): a new person gets an account with a card number or an invitation code; an
 * existing one activates a new card. Every call is public and carries the onboarding `token` the
 * start answered; the server keeps the state (60 minutes from the start, not extended), so a
 * reload reads it back with POST /api/onboarding/state.
 */

/** The opaque secret of one onboarding (kept by the SPA in sessionStorage). */
export const onboardingToken = text(128).check(z.minLength(1, 'required'));
/** The ALTCHA widget's payload, needed after 3 failed starts from one address (auth.captcha_required). */
const captcha = z.optional(text(4096));
/** The page's locale (nl, fr_LU…) or language: codes and notices are sent in it. */
const language = z.optional(text(8));

export const onboardingKinds = ['card', 'code', 'existing_card'] as const;
export type OnboardingKind = (typeof onboardingKinds)[number];

/**
 * The next thing the server waits for, in order: terms → profile → email → phone → password →
 * done. The welcome screen is the SPA's (before terms) and changes nothing on the server.
 * An existing_card onboarding only waits for the person to sign in (`sign_in`): the dashboard then
 * opens the validation code modal with it (POST /api/cards/activation). `done` is never answered: finishing spends the token (410 after).
 */
export const onboardingSteps = ['terms', 'profile', 'email', 'phone', 'password', 'done', 'sign_in'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** POST /api/onboarding/start: what the person typed on the card or code screen. */
export const onboardingStartRequest = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('card'), card_number: cardNumber, captcha, language }),
    z.strictObject({ kind: z.literal('code'), code: invitationCode, captcha, language }),
    z.strictObject({ kind: z.literal('existing_card'), card_number: cardNumber, captcha, language }),
  ],
  { error: 'invalid' },
);
export type OnboardingStartRequest = z.input<typeof onboardingStartRequest>;

export const onboardingStateSchema = z.object({
  step: z.enum(onboardingSteps),
  kind: z.enum(onboardingKinds),
  /** From the card or the invitation at the start (for "Welcome <firstname>"), then what the person typed. */
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  /** The e-mail address to verify: the invitation's until the profile step sets it. */
  email: z.nullable(z.string()),
  email_verified: z.boolean(),
  phone: z.nullable(z.string()),
  phone_verified: z.boolean(),
  terms_accepted: z.boolean(),
  marketing_email: z.boolean(),
  marketing_sms: z.boolean(),
  /**
   * The invitation's e-mail address (code path), shown in full: the person proved it by typing the
   * code that came to it. When `email` equals it, "continue with this e-mail" (keep) needs no code.
   */
  invitation_email: z.nullable(z.string()),
  /** Last 4 digits of the card (card paths), else null. */
  card_last4: z.nullable(z.string()),
  /** Seconds until this onboarding expires. */
  expires_in: z.int(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingStartResponse = z.object({ token: z.string(), state: onboardingStateSchema });
export type OnboardingStartResponse = z.infer<typeof onboardingStartResponse>;

/** POST /api/onboarding/state, /email/resend, /phone/resend: just the token. */
export const onboardingTokenRequest = z.strictObject({ token: onboardingToken });
export const onboardingStateResponse = z.object({ state: onboardingStateSchema });
export type OnboardingStateResponse = z.infer<typeof onboardingStateResponse>;

/** Terms and privacy must both be accepted (field code `terms_required`); marketing is optional. */
const accepted = z.boolean({ error: 'terms_required' }).check(z.refine((v) => v, 'terms_required'));
export const onboardingTermsRequest = z.strictObject({
  token: onboardingToken,
  terms: accepted,
  privacy: accepted,
  marketing_email: z._default(z.boolean(), false),
  marketing_sms: z._default(z.boolean(), false),
});
export type OnboardingTermsRequest = z.input<typeof onboardingTermsRequest>;

/** POST /api/onboarding/profile: the create screen. */
export const onboardingProfileRequest = z.strictObject({ token: onboardingToken, firstname: personName, lastname: personName, email });
export type OnboardingProfileRequest = z.input<typeof onboardingProfileRequest>;

/**
 * POST /api/onboarding/email: sends a code to state.email; `keep: true` when state.email is the
 * invitation's address verifies it without a code (state answered, resend_in 0).
 */
export const onboardingEmailRequest = z.strictObject({ token: onboardingToken, keep: z.optional(z.boolean()) });
/** POST /api/onboarding/phone: its request is in onboarding-phone.ts, apart because it needs the phone rule. */
/** Answer of /email and /phone: the state and seconds before a resend is allowed. */
export const onboardingSendResponse = z.object({ state: onboardingStateSchema, resend_in: z.int() });
export type OnboardingSendResponse = z.infer<typeof onboardingSendResponse>;
export const onboardingResendResponse = z.object({ resend_in: z.int() });

/** POST /api/onboarding/email/confirm and /phone/confirm: a wrong code is mfa.invalid_code (400). */
export const onboardingConfirmRequest = z.strictObject({ token: onboardingToken, code: mfaCodeInput });
export type OnboardingConfirmRequest = z.input<typeof onboardingConfirmRequest>;

/**
 * POST /api/onboarding/password: the last step creates the account. `language`: the page's locale
 * (nl, fr_LU…) or language; the account's language falls back to the card's, the invitation's, then
 * the variant's default.
 */
export const onboardingPasswordRequest = z
  .strictObject({
    token: onboardingToken,
    password: newPassword,
    password_confirmation: typedPassword,
    language,
  })
  .check(confirmedIn('password_confirmation'));
export type OnboardingPasswordRequest = z.input<typeof onboardingPasswordRequest>;

/**
 * The three confirmation screens: the card is activated; the account exists but the card could not
 * be activated (blocked, or someone else was first: activate it later in the app); account created
 * through an invitation code.
 */
export const onboardingOutcomes = ['card_activated', 'card_activation_failed', 'code_account_created'] as const;
export type OnboardingOutcome = (typeof onboardingOutcomes)[number];
/** The outcome, and the new account's first session as every sign-in answers it (the login cookie is set too). */
export const onboardingFinishResponse = z.extend(tokenResponse, { outcome: z.enum(onboardingOutcomes) });
export type OnboardingFinishResponse = z.infer<typeof onboardingFinishResponse>;

/**
 * The two-factor validation code modal (signed in): a card to activate, by its number or by the
 * token of an existing_card start, then the code sent to the person's primary e-mail (or phone).
 */
export const cardActivationStartRequest = z.union([z.strictObject({ card_number: cardNumber }), z.strictObject({ token: onboardingToken })]);
export type CardActivationStartRequest = z.input<typeof cardActivationStartRequest>;
export const cardActivationChallenge = z.object({
  /** The opaque secret of this activation, for the resend and the confirmation. */
  payload: z.string(),
  card_last4: z.string(),
  channel: z.enum(['email', 'sms']),
  /** Where the code went, masked (d***@example.com, +32 *** *** 456). */
  target: z.string(),
  resend_in: z.int(),
});
export type CardActivationChallenge = z.infer<typeof cardActivationChallenge>;
export const cardActivationResendRequest = z.strictObject({ payload: onboardingToken });
export const cardActivationConfirmRequest = z.strictObject({ payload: onboardingToken, code: mfaCodeInput });
export const cardActivateResponse = z.object({ outcome: z.enum(['card_activated', 'card_activation_failed']) });
export type CardActivateResponse = z.infer<typeof cardActivateResponse>;
