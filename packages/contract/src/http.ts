/** Header names and API paths shared by the server and the SPA: one place for every path. */
export const DEVICE_ID_HEADER = 'x-device-id';

export const API = {
  token: '/api/token',
  tokenMfaSend: '/api/token/mfa/send',
  tokenMfaConfirm: '/api/token/mfa/confirm',
  tokenAdopt: '/api/token/adopt',
  tokenHandover: '/api/token/handover',
  tokenHandoverPreview: '/api/token/handover/preview',
  user: '/api/user',
  userLogin: '/api/user/login',
  userLoginConfirm: '/api/user/login/confirm',
  userLoginResend: '/api/user/login/resend',
  userContact: '/api/user/contacts/:kind/:id',
  userContactPrimary: '/api/user/contacts/:kind/:id/primary',
  mfa: '/api/mfa',
  mfaStatus: '/api/mfa/status',
  mfaSudo: '/api/mfa/sudo',
  mfaSwitchPrimary: '/api/mfa/switch-primary/:id',
  mfaMethod: '/api/mfa/:id',
  mfaRegenerateRecovery: '/api/mfa/regenerate-recovery',
  mfaActivateStart: '/api/mfa/:id/activate',
  mfaActivate: '/api/mfa/activate',
  mfaActivateResend: '/api/mfa/activate/resend',
  mfaTrustedDevices: '/api/mfa/trusted-devices',
  mfaTrustedDevice: '/api/mfa/trusted-devices/:id',
  config: '/api/config',
  devOutbox: '/api/dev/outbox',
  health: '/api/health',
  healthReady: '/api/health/ready',
  captchaChallenge: '/api/captcha/challenge',
  passkeys: '/api/passkeys',
  passkey: '/api/passkeys/:id',
  passkeyRegistrationOptions: '/api/passkeys/registration/options',
  passkeyRegistration: '/api/passkeys/registration',
  tokenMfaPasskeyOptions: '/api/token/mfa/passkey/options',
  tokenMfaPasskey: '/api/token/mfa/passkey',
  tokenPasskeyOptions: '/api/token/passkey/options',
  tokenPasskey: '/api/token/passkey',
  authorize: '/api/authorize',
  tokens: '/api/tokens',
  tokenOfClient: '/api/token/:client_id',
  userIban: '/api/user/iban',
  userIbanPending: '/api/user/iban/pending',
  devices: '/api/devices',
  device: '/api/devices/:key',
  sessionsOthers: '/api/sessions/others',
  sessionHistory: '/api/sessions/history',
  securityEvents: '/api/security-events',
  userPassword: '/api/user/password',
  tokenWeakPassword: '/api/token/weak-password',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  notificationNotMe: '/api/notifications/:id/not-me',
  securityEventNotMe: '/api/security-events/:id/not-me',
  notMe: '/api/not-me',
} as const;

/** Fills the `:name` parameters of an API path: `apiPath(API.mfaMethod, { id: 3 })` is `/api/mfa/3`. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

/** Request timeout of the SPA's API helper (specification section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;
