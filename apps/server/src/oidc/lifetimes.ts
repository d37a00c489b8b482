/** Lifetimes in seconds (RFC 9700 4.14: short-lived access tokens, refresh tokens that rotate). */
export const TTL = {
  AuthorizationCode: 60,
  AccessToken: 10 * 60,
  /** A machine client's token: it asks a new one with its secret, no refresh token. */
  ClientCredentials: 10 * 60,
  IdToken: 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
  Interaction: 60 * 60,
  Session: 30 * 24 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
} as const;

/** Retired keys stay in the JWKS until the last ID token they signed has expired. */
export const KEY_RETENTION_MS = TTL.IdToken * 1000;
