import type { TFunction } from 'i18next';
import type { MfaMethod } from '@portal/contract/mfa';

/** "SMS +32470123456", "Authenticator app": the kind, then the target when there is one. */
export function methodLabel(t: TFunction, method: MfaMethod): string {
  const kind = t(`mfa.kind.${method.method}`);
  return method.target ? `${kind} ${method.target}` : kind;
}
