import type { onboardingProfileRequest, onboardingTermsRequest, OnboardingState } from '@portal/contract/onboarding';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { openOnboarding, requireReached, stateOf, updateOnboarding } from './store';

/**
 * The steps that only record what the person chose: terms (with the marketing choices) and the
 * create screen. Both may be redone while the onboarding is open (the SPA's back links).
 */

/** POST /api/onboarding/terms: the schema already refused terms or privacy not accepted. */
export async function acceptTerms(ctx: AppContext, input: z.output<typeof onboardingTermsRequest>): Promise<OnboardingState> {
  const now = ctx.clock.now();
  const onboarding = await openOnboarding(ctx, input.token);
  const saved = await updateOnboarding(ctx.db, onboarding, now, (d) => ({
    ...d,
    termsAcceptedAt: d.termsAcceptedAt ?? now,
    marketingEmail: input.marketing_email,
    marketingSms: input.marketing_sms,
  }));
  return stateOf(saved, now);
}

/**
 * POST /api/onboarding/profile: names and the e-mail address to verify. Another address than the
 * verified one needs verifying again; the same one stays verified.
 */
export async function saveProfile(ctx: AppContext, input: z.output<typeof onboardingProfileRequest>): Promise<OnboardingState> {
  const now = ctx.clock.now();
  const onboarding = await openOnboarding(ctx, input.token);
  const saved = await updateOnboarding(ctx.db, onboarding, now, (d) => {
    requireReached(d, 'profile');
    return {
      ...d,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      emailVerified: d.emailVerified && d.email === input.email,
      profileSaved: true,
    };
  });
  return stateOf(saved, now);
}
