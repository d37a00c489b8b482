import type { z } from 'zod/mini';

/**
 * Every browser storage key the SPA uses, in one place (specification section 3).
 * Storage can be unavailable (private modes, blocked cookies): reads then give null and writes are
 * dropped, which leaves the person signed out rather than breaking the page.
 */
export const localKeys = {
  /** The signed-in user's profile, shown at start before GET /api/user answers. */
  account: 'account',
  deviceId: 'deviceId',
  locale: 'locale',
  /** A 72-hour recovery request `{ request, ready_at }`: its secret is shown once, then kept here. */
  recoveryRequest: 'recoveryRequest',
} as const;

export const sessionKeys = {
  /** The login attempt `{ payload, methods }` of a 401 answer, or the payload of a hash login. */
  loginPayload: 'loginPayload',
  openApp: 'open_app',
  justLogged: 'just_logged',
  partnerLogin: 'partner_login',
  mfaForced: 'mfa_forced',
  fuzzionPayload: 'fuzzion_payload',
  /** The open step-up or set-up challenge `{ purpose, payload, kind, target }` (payload opaque). */
  mfaPayload: 'mfaPayload',
  /** The single-use permission to replace a weak password, between sign-in and /weak-password. */
  passwordReset: 'passwordReset',
  /** The forgotten-password flow in progress `{ payload, stage, recipient, ... }` (payload opaque). */
  forgotPassword: 'forgotPassword',
  /** The identified account recovery `{ recovery, expiresAt }` (payload opaque) between its steps. */
  recoveryFlow: 'recoveryFlow',
  /** The secret of the onboarding under way: its state is on the server, read back after a reload. */
  onboarding: 'onboarding',
  /** An existing_card onboarding's token, spent by the dashboard once the person has signed in. */
  onboardingCard: 'onboarding_card',
  /** The outcome of a finished onboarding, for the confirmation screen (and its reload). */
  onboardingOutcome: 'onboarding_outcome',
  /** The change on /security/mfa-edit that sent the person to a step-up, carried out on return (once). */
  methodChange: 'method_change',
  /** The last route the guard let through, so that a reload keeps a screen that opens only from another. */
  lastRoute: 'last_route',
} as const;

type LocalKey = (typeof localKeys)[keyof typeof localKeys];
type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    console.info('Browser storage is unavailable: signing in will be required on every visit.');
    return fallback;
  }
}

export const local = {
  get: (key: LocalKey) => safely(() => window.localStorage.getItem(key), null),
  set: (key: LocalKey, value: string) => safely(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey) => safely(() => window.localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: SessionKey) => safely(() => window.sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string) => safely(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey) => safely(() => window.sessionStorage.removeItem(key), undefined),
  clear: () => safely(() => window.sessionStorage.clear(), undefined),
};

/** Signing out ends every flow of this tab: each flow's state goes with the session. */
export const forgetEveryFlow = (): void => session.clear();

/** A stored JSON value checked against its schema: null when absent, unreadable or of another shape. */
export function parsedJson<T>(raw: string | null, schema: z.ZodMiniType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
