import type { onboardingStartRequest, OnboardingStartResponse } from '@portal/contract/onboarding';
import type { z } from 'zod';
import { allowedLanguage, type Variant } from '@portal/contract/variants';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { cardLast4, cardNumberDigest } from '../../lib/identity-digest';
import { captchaCheckOf } from '../captcha';
import { findCard, findOpenInvitation } from '../cards';
import { createOnboarding, stateOf, type OnboardingData } from './store';

/** The parsed start request (the contract's schema normalised the card number and code). */
type StartInput = z.output<typeof onboardingStartRequest>;

/**
 * POST /api/onboarding/start. A card number or an invitation code is a secret worth guessing, so
 * every try takes a guess from the sign-in limiter before the look-up, keyed by the caller's IP
 * (as its "username" and as its address): 3 failures in 15 minutes ask for a captcha, 50 block
 * the address. A valid card or code gives the guess back.
 */
export async function startOnboarding(ctx: AppContext, input: StartInput, from: { ip: string; variant: Variant }): Promise<OnboardingStartResponse> {
  const language = input.language === undefined ? null : allowedLanguage(from.variant, input.language);
  if (input.language !== undefined && language === null) throw new ApiError('validation.invalid', { fields: [{ path: 'language', code: 'invalid' }] });

  const keys = { username: `onboarding:${from.ip}`, ip: from.ip };
  const reservation = await ctx.limiter.reserveSignInGuess(keys, captchaCheckOf(ctx, input.captcha));
  if (reservation.verdict === 'blocked') throw new ApiError('auth.too_many_attempts');
  if (reservation.verdict === 'captcha') throw new ApiError('auth.captcha_required');

  const data = await lookUp(ctx, input, language);
  await ctx.limiter.refundSignInGuess(keys, { right: true });
  const now = ctx.clock.now();
  const { token, onboarding } = await createOnboarding(ctx.db, now, data);
  return { token, state: stateOf(onboarding, now) };
}

const blank = {
  cardHash: null,
  cardLast4: null,
  invitationId: null,
  platform: null,
  invitationEmail: null,
  email: null,
  emailVerified: false,
  phone: null,
  phoneVerified: false,
  profileSaved: false,
  termsAcceptedAt: null,
  marketingEmail: false,
  marketingSms: false,
  codeTargets: 0,
} as const;

/**
 * What the card or invitation says about the person, or the refusal. A card nobody activated is
 * accepted even when the issuer blocked it: the person still gets an account, and the confirmation
 * says the card could not be activated (the spec's second outcome).
 */
async function lookUp(ctx: AppContext, input: StartInput, language: string | null): Promise<OnboardingData> {
  if (input.kind === 'code') {
    const invitation = await findOpenInvitation(ctx.db, ctx.config.appSecret, input.code, ctx.clock.now());
    if (!invitation) throw new ApiError('onboarding.code_invalid');
    return {
      ...blank,
      kind: 'code',
      invitationId: invitation.id,
      platform: invitation.platform,
      invitationEmail: invitation.email,
      email: invitation.email,
      language: language ?? invitation.language,
      firstname: invitation.firstname,
      lastname: invitation.lastname,
    };
  }
  const card = await findCard(ctx.db, cardNumberDigest(ctx.config.appSecret, input.card_number));
  if (!card || card.activated_at !== null) throw new ApiError('onboarding.card_invalid');
  return {
    ...blank,
    kind: input.kind,
    cardHash: card.card_number_hash,
    cardLast4: cardLast4(input.card_number),
    language: language ?? card.language,
    firstname: card.firstname,
    lastname: card.lastname,
  };
}
