import { describe, expect, it } from 'vitest';
import { voiceViolations, type VoiceLanguage } from '@portal/contract/voice';
import { ibanChangedSms } from './modules/banking/sms';
import {
  accountSecuredMessage,
  codeMessage,
  recoveryCompletedMessage,
  recoveryRequestedMessage,
  registrationAttemptMessage,
  securityNoticeMessage,
  securityNoticeSms,
  supportCodeMessage,
  type OutgoingMessage,
  type RecoveryProof,
  type SecurityNoticeKind,
} from './modules/delivery';
import { pageTexts } from './oidc/page-texts';

// Objects, not lists: a new kind that is missing here is a type error.
const noticeKinds = Object.keys({
  method_added: 1, method_edited: 1, method_deleted: 1, primary_switched: 1, totp_reset: 1, recovery_regenerated: 1,
  passkey_added: 1, passkey_renamed: 1, passkey_removed: 1, totp_replayed: 1, iban_changed: 1, iban_change_cancelled: 1,
  password_changed: 1, contact_changed: 1, new_device: 1, password_reset: 1, accounts_merged: 1, microsoft_unlinked: 1,
  data_exported: 1,
  support_sessions_ended: 1, support_limits_lifted: 1, support_verification_resent: 1, support_recovery_cancelled: 1, support_app_revoked: 1,
  support_second_factor_reset: 1,
} satisfies Record<SecurityNoticeKind, 1>) as SecurityNoticeKind[];
const proofs = Object.keys({ recovery_key: 1, card: 1, request: 1 } satisfies Record<RecoveryProof, 1>) as RecoveryProof[];

/** Every e-mail and SMS the server sends in a language, rendered as the person receives it. */
function messagesIn(language: VoiceLanguage): OutgoingMessage[] {
  const to = { email: 'someone@example.com', sms: '+32470123456' } as const;
  const channels = ['email', 'sms'] as const;
  const url = 'https://portal.example/link';
  return [
    ...channels.map((channel) => codeMessage({ channel, to: to[channel], language, code: '12345678', validMinutes: 10, expiresAt: Date.now() + 600_000 })),
    ...noticeKinds.flatMap((kind) => [
      securityNoticeMessage({ to: to.email, language, kind }),
      securityNoticeMessage({ to: to.email, language, kind, details: { at: Date.UTC(2026, 2, 12, 8, 5), device: 'Firefox on Linux', notMeUrl: url } }),
      securityNoticeSms({ to: to.sms, language, kind }),
    ]),
    accountSecuredMessage({ to: to.email, language, resetUrl: url, expiresAt: Date.now() + 3_600_000 }),
    ...channels.flatMap((channel) => [
      recoveryRequestedMessage({ channel, to: to[channel], language, readyAt: Date.UTC(2026, 2, 15, 8, 5), cancelUrl: url }),
      ...proofs.map((proof) => recoveryCompletedMessage({ channel, to: to[channel], language, proof })),
      registrationAttemptMessage({ channel, to: to[channel], language }),
    ]),
    ibanChangedSms({ to: to.sms, language, profileUrl: url }),
    ...channels.map((channel) => supportCodeMessage({ channel, to: to[channel], language, code: '12345678', expiresAt: Date.UTC(2026, 2, 13, 8, 5) })),
  ];
}

describe('one voice per language in e-mails, SMS and the provider pages', () => {
  it.each(['en', 'nl', 'fr', 'de'] as const)('%s uses the agreed words and register', (language) => {
    const texts = messagesIn(language).flatMap((m, i): [string, string][] => [[`message ${i} subject`, m.subject], [`message ${i} text`, m.text]]);
    const pages = Object.entries(pageTexts[language]).map(([key, text]): [string, string] => [`page ${key}`, text]);
    expect(voiceViolations(language, [...texts, ...pages])).toEqual([]);
  });
});
