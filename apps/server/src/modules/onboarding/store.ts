import type { OnboardingKind, OnboardingState, OnboardingStep } from '@portal/contract/onboarding';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE, SECOND } from '../../lib/clock';
import { openVerification, reloadVerification, replaceVerificationData, startVerification, type Verification } from '../verification';

/**
 * The state of one onboarding lives on the server, in an 'onboarding' verification: its id is the
 * sha256 of the token the SPA holds, its data is OnboardingData. It lives 60 minutes from the start
 * and is not extended; finishing completes it, so a token works for one account at most.
 */
export const ONBOARDING_TTL_MS = 60 * MINUTE;

export interface OnboardingData {
  kind: OnboardingKind;
  /**
   * Card paths: the keyed digest of the card number typed at the start (lib/identity-digest.ts),
   * which finds the card, and its last four digits, which the screens show. Never the number.
   */
  cardHash: string | null;
  cardLast4: string | null;
  /** Code path: the invitation row, its platform and e-mail address. */
  invitationId: number | null;
  platform: 'mymonizze' | 'clientarea' | null;
  invitationEmail: string | null;
  /** The page's language at the start, else the card's or invitation's (for codes and the account). */
  language: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  /** The create screen was saved (names and e-mail are prefilled before it, so they do not say so). */
  profileSaved: boolean;
  termsAcceptedAt: number | null;
  marketingEmail: boolean;
  marketingSms: boolean;
  /** How many different addresses and numbers got a code: caps codes sent to typed-in targets. */
  codeTargets: number;
}

export type Onboarding = Verification<OnboardingData>;

/** The steps in their order; an action needs every step before its own to be done. */
const ORDER: OnboardingStep[] = ['terms', 'profile', 'email', 'phone', 'password'];

export function stepOf(d: OnboardingData): OnboardingStep {
  if (d.kind === 'existing_card') return 'sign_in';
  if (d.termsAcceptedAt === null) return 'terms';
  if (!d.profileSaved) return 'profile';
  if (!d.emailVerified) return 'email';
  if (!d.phoneVerified) return 'phone';
  return 'password';
}

/** 409 onboarding.incomplete unless every step before `step` is done (a skipped step is refused). */
export function requireReached(d: OnboardingData, step: OnboardingStep): void {
  const at = ORDER.indexOf(stepOf(d));
  if (at < 0 || at < ORDER.indexOf(step)) throw new ApiError('onboarding.incomplete');
}

export function stateOf(o: Onboarding, now: number): OnboardingState {
  const d = o.data;
  return {
    step: stepOf(d),
    kind: d.kind,
    firstname: d.firstname,
    lastname: d.lastname,
    email: d.email,
    email_verified: d.emailVerified,
    phone: d.phone,
    phone_verified: d.phoneVerified,
    terms_accepted: d.termsAcceptedAt !== null,
    marketing_email: d.marketingEmail,
    marketing_sms: d.marketingSms,
    invitation_email: d.invitationEmail,
    card_last4: d.cardLast4,
    expires_in: Math.max(0, Math.floor((o.expiresAt - now) / SECOND)),
  };
}

export async function createOnboarding(db: Db, now: number, data: OnboardingData): Promise<{ token: string; onboarding: Onboarding }> {
  const { payload, verification } = await startVerification<OnboardingData>(db, now, { purpose: 'onboarding', data, ttlMs: ONBOARDING_TTL_MS });
  return { token: payload, onboarding: verification };
}

/** The open onboarding of a token; unknown, finished or expired is 410 onboarding.expired. */
export function openOnboarding(ctx: AppContext, token: string, kinds: OnboardingKind[] = ['card', 'code']): Promise<Onboarding> {
  return openVerification<OnboardingData>(ctx, token, 'onboarding', (v) => kinds.includes(v.data.kind), 'onboarding.expired');
}

/**
 * Applies `change` to the onboarding's data and stores it only if nobody changed it meanwhile
 * (compare-and-set); on a clash it reads again and re-applies, so parallel steps lose nothing.
 * `change` may throw to refuse (it then sees the freshest data).
 */
export async function updateOnboarding(db: Db, o: Onboarding, now: number, change: (d: OnboardingData) => OnboardingData): Promise<Onboarding> {
  let current: Onboarding | null = o;
  for (let attempt = 0; attempt < 5 && current; attempt++) {
    const data = change(current.data);
    if (await replaceVerificationData(db, current, data)) return { ...current, data };
    current = await reloadVerification<OnboardingData>(db, current.id, now);
  }
  throw new ApiError(current ? 'auth.too_many_attempts' : 'onboarding.expired');
}
