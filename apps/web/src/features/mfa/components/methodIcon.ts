import type { MfaMethodKind } from '@portal/contract/mfa';
import type { IconName } from '../../../components/icons/Icon';

export const methodIcon: Record<MfaMethodKind, IconName> = {
  email: 'mail',
  sms: 'sms',
  totp: 'totp',
  card: 'card',
  totpRecovery: 'key',
  support: 'support',
  passkey: 'passkey',
};
