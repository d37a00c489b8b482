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
  userAttention: '/api/user/attention',
  userLogin: '/api/user/login',
  userLoginConfirm: '/api/user/login/confirm',
  userLoginResend: '/api/user/login/resend',
  userContact: '/api/user/contacts/:kind/:id',
  userContactPrimary: '/api/user/contacts/:kind/:id/primary',
  userMicrosoftLogin: '/api/user/microsoft-login',
  userExport: '/api/user/export',
  mfa: '/api/mfa',
  mfaStatus: '/api/mfa/status',
  mfaSudo: '/api/mfa/sudo',
  mfaSudoPasskeyOptions: '/api/mfa/sudo/passkey/options',
  mfaSudoPasskey: '/api/mfa/sudo/passkey',
  mfaSwitchPrimary: '/api/mfa/switch-primary/:id',
  mfaMethod: '/api/mfa/:id',
  mfaRegenerateRecovery: '/api/mfa/regenerate-recovery',
  mfaActivateStart: '/api/mfa/:id/activate',
  mfaActivate: '/api/mfa/activate',
  mfaActivateResend: '/api/mfa/activate/resend',
  mfaTrustedDevices: '/api/mfa/trusted-devices',
  mfaReminderDismiss: '/api/mfa/reminder/dismiss',
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
  clientName: '/api/clients/:client_id/name',
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
  userDeletion: '/api/user/deletion',
  accountRestore: '/api/account/restore',
  forgotPassword: '/api/user/forgot-password',
  forgotPasswordResend: '/api/user/forgot-password/resend',
  forgotPasswordConfirm: '/api/user/forgot-password/confirm',
  resetPasswordLink: '/api/user/reset-password/link',
  resetPasswordMfaSend: '/api/user/reset-password/mfa/send',
  resetPasswordMfaConfirm: '/api/user/reset-password/mfa/confirm',
  resetPasswordMfaPasskeyOptions: '/api/user/reset-password/mfa/passkey/options',
  resetPasswordMfaPasskey: '/api/user/reset-password/mfa/passkey',
  resetPassword: '/api/user/reset-password',
  recovery: '/api/recovery',
  fuzzion: '/api/fuzzion',
  fuzzionPreview: '/api/fuzzion/preview',
  fuzzionProof: '/api/fuzzion/proof',
  fuzzionReject: '/api/fuzzion/reject',
  mfaFuzzion: '/api/mfa/fuzzion',
  recoveryKey: '/api/recovery/key',
  recoveryCard: '/api/recovery/card',
  recoveryRequest: '/api/recovery/request',
  recoveryRequestComplete: '/api/recovery/request/complete',
  recoveryCancel: '/api/recovery/cancel',
  onboardingStart: '/api/onboarding/start',
  onboardingState: '/api/onboarding/state',
  onboardingTerms: '/api/onboarding/terms',
  onboardingProfile: '/api/onboarding/profile',
  onboardingEmail: '/api/onboarding/email',
  onboardingEmailResend: '/api/onboarding/email/resend',
  onboardingEmailConfirm: '/api/onboarding/email/confirm',
  onboardingPhone: '/api/onboarding/phone',
  onboardingPhoneResend: '/api/onboarding/phone/resend',
  onboardingPhoneConfirm: '/api/onboarding/phone/confirm',
  onboardingPassword: '/api/onboarding/password',
  cardActivation: '/api/cards/activation',
  cardActivationResend: '/api/cards/activation/resend',
  cardActivationConfirm: '/api/cards/activation/confirm',
  userForgotUsername: '/api/user/forgot-username',
  supportMe: '/api/support/me',
  supportAgents: '/api/support/agents',
  supportPeopleSearch: '/api/support/people/search',
  supportPerson: '/api/support/people/:id',
  supportEndSessions: '/api/support/people/:id/sessions/end',
  supportLiftLimits: '/api/support/people/:id/limits/lift',
  supportResendVerification: '/api/support/people/:id/verifications/resend',
  supportCancelRecovery: '/api/support/people/:id/recovery/cancel',
  supportRevokeApp: '/api/support/people/:id/apps/revoke',
  supportReset: '/api/support/people/:id/support-reset',
  supportAudit: '/api/support/audit',
  supportAuditExport: '/api/support/audit/export',
  supportApps: '/api/support/apps',
  supportApp: '/api/support/apps/:client_id',
  supportAppSecret: '/api/support/apps/:client_id/secret',
  supportKeys: '/api/support/keys',
  supportKeysRotate: '/api/support/keys/rotate',
} as const;

/** Fills the `:name` parameters of an API path: `apiPath(API.mfaMethod, { id: 3 })` is `/api/mfa/3`. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

/** Request timeout of the SPA's API helper (specification section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The values of a header ranked by quality (Accept-Language, Accept-Encoding): most wanted first,
 * in the sent order among equals, without the ones refused (q=0) and without the wildcard.
 */
export function rankedHeaderValues(header: string | undefined): string[] {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [value = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { value: value.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((v) => v.value !== '' && v.value !== '*' && v.weight > 0);
  return ranked.sort((a, b) => b.weight - a.weight || a.index - b.index).map((v) => v.value);
}
