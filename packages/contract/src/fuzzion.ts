import { z } from 'zod/mini';
import { text, typedPassword } from './fields';
import { mfaMethodKind } from './mfa';
import { cardNumber, mfaCodeInput } from './rules';

/**
 * Account merging ("fuzzion", issue 10). A sign-in, an added e-mail or phone, or an MFA activation
 * that meets an e-mail or phone of ANOTHER account answers `fuzzion: true` with a `fuzzion_payload`:
 * an opaque 'merge' verification bound to the session, valid FUZZION_TTL_S. The person then
 * previews the masked matches, proves ownership of the other account (its card number or its
 * password), receives an 8-digit code on one of the other account's e-mail/SMS methods, and
 * confirms: both accounts become one (the signed-in one survives; its password applies to all
 * credentials). Or rejects: the duplicate username(s) leave the other account. 'Ignore for now'
 * is client-side only (the SPA drops the payload).
 *
 * Nothing here reveals more of the other account than the masked matching items and the masked
 * targets of its code methods, and only after a correct proof for the latter.
 */
export const FUZZION_TTL_S = 30 * 60;

/** The merge offer's payload as the SPA stores it (session storage `fuzzion_payload`). */
export const fuzzionPayload = text(200).check(z.minLength(1));

/**
 * Fields added to the final answer of a sign-in (POST /api/token and its MFA confirmation), of a
 * confirmed added e-mail/phone (POST /api/user/login/confirm) when the address belongs to another
 * account too. Absent (or false) means no merge offer. MFA activation uses its own
 * `fuzzion` + `payload` fields (mfa-manage.ts activationConfirmResponse).
 */
export const fuzzionOfferFields = {
  fuzzion: z.optional(z.boolean()),
  fuzzion_payload: z.optional(z.string()),
};
export const fuzzionOffer = z.object(fuzzionOfferFields);
export type FuzzionOffer = z.infer<typeof fuzzionOffer>;

/** The platform an account (or a matching item) belongs to, from its linked platform ids. */
export const fuzzionPlatforms = ['clientarea', 'mymonizze', 'fridom', 'default'] as const;
export const fuzzionPlatform = z.enum(fuzzionPlatforms);
export type FuzzionPlatform = z.infer<typeof fuzzionPlatform>;

export const fuzzionMatchKinds = ['email', 'phone'] as const;
export const fuzzionMatch = z.object({
  kind: z.enum(fuzzionMatchKinds),
  /** Masked e-mail address or phone number (the same masking as the login's MFA method list). */
  masked: z.string(),
  /** The platform of the OTHER account this item is used on. */
  platform: fuzzionPlatform,
});
export type FuzzionMatch = z.infer<typeof fuzzionMatch>;

/** How ownership of the other account can be proven: its card (if it has one) or its password. */
export const fuzzionProofKinds = ['card', 'password'] as const;
export const fuzzionProofKind = z.enum(fuzzionProofKinds);
export type FuzzionProofKind = z.infer<typeof fuzzionProofKind>;

/** POST /api/fuzzion/preview (session): what the /duplicated screen shows. */
export const fuzzionPreviewRequest = z.strictObject({ payload: fuzzionPayload });
export const fuzzionPreviewResponse = z.object({
  matches: z.array(fuzzionMatch),
  /** Every platform the other account is linked to (its dashboard tiles after the merge). */
  other_platforms: z.array(fuzzionPlatform),
  /** The proofs the other account accepts, card first when it has one; 'password' always. */
  proofs: z.array(fuzzionProofKind),
});
export type FuzzionPreview = z.infer<typeof fuzzionPreviewResponse>;

/**
 * POST /api/fuzzion/proof (session): exactly one of card_number / password of the OTHER account.
 * A wrong proof answers 400 merge.invalid; the sign-in limiter applies (captcha after 3 failures:
 * 428 auth.captcha_required, then send `captcha`; 429 auth.too_many_attempts).
 */
export const fuzzionProofRequest = z
  .strictObject({
    payload: fuzzionPayload,
    card_number: z.optional(cardNumber),
    password: z.optional(typedPassword),
    captcha: z.optional(text(4096)),
  })
  .check(z.refine((v) => (v.card_number === undefined) !== (v.password === undefined), { message: 'required', path: ['password'] }));
export type FuzzionProofRequest = z.input<typeof fuzzionProofRequest>;

/** One of the other account's methods that can receive the 8-digit merge code. */
export const fuzzionCodeMethod = z.object({
  id: z.int().check(z.positive()),
  method: z.enum(['email', 'sms']),
  masked: z.string(),
});
export type FuzzionCodeMethod = z.infer<typeof fuzzionCodeMethod>;
export const fuzzionProofResponse = z.object({ methods: z.array(fuzzionCodeMethod) });
export type FuzzionProofResult = z.infer<typeof fuzzionProofResponse>;

/**
 * POST /api/mfa/fuzzion (session, after a correct proof): send (or resend) the 8-digit code to one
 * of the methods of the proof's answer. `target` is accepted for the spec's shape and ignored: the
 * method id names the address. 429 mfa.resend_too_soon (with retry_in) before the countdown ends.
 */
export const fuzzionSendRequest = z.strictObject({
  payload: fuzzionPayload,
  mfaId: z.int().check(z.positive()),
  target: z.optional(text(254)),
});
export const fuzzionSendResponse = z.object({
  payload: z.string(),
  /** Seconds until a resend is allowed (the countdown of the code screen). */
  resend_in: z.int(),
});
export type FuzzionSendResult = z.infer<typeof fuzzionSendResponse>;

/** POST /api/fuzzion (session): the code; merges the two accounts in one transaction. */
export const fuzzionConfirmRequest = z.strictObject({ payload: fuzzionPayload, code: mfaCodeInput });
export type FuzzionConfirmRequest = z.input<typeof fuzzionConfirmRequest>;

export const fuzzionContact = z.object({ value: z.string(), primary: z.boolean() });
export const fuzzionConfirmResponse = z.object({
  /** MFA methods the merged account still has to set up (then /mfa/methods → /fuzzion-success); empty: done. */
  mfa: z.array(mfaMethodKind),
  /** The merged account's e-mail addresses and phone numbers, primary first, in full (they are the person's own now). */
  data: z.object({
    emails: z.array(fuzzionContact),
    phones: z.array(fuzzionContact),
  }),
});
export type FuzzionResult = z.infer<typeof fuzzionConfirmResponse>;

/**
 * POST /api/fuzzion/reject (session): the duplicate username(s) leave the OTHER account, whose
 * owner is told. 409 merge.cannot_reject when that would remove the other account's last e-mail
 * or last phone (nothing changes then).
 */
export const fuzzionRejectRequest = z.strictObject({ payload: fuzzionPayload });
export const fuzzionRejectResponse = z.object({
  removed: z.array(z.pick(fuzzionMatch, { kind: true, masked: true })),
});
export type FuzzionRejectResult = z.infer<typeof fuzzionRejectResponse>;
