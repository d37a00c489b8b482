import { z } from 'zod/mini';
import { onboardingToken } from './onboarding';
import { phone } from './phone';

/**
 * POST /api/onboarding/phone: the number to verify (E.164 after parsing). Apart from onboarding.ts,
 * which the dashboard's card activation loads, so that the phone rule's metadata is not among it.
 */
export const onboardingPhoneRequest = z.strictObject({ token: onboardingToken, phone });
