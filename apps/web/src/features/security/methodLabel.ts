import type { TFunction } from 'i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { formatTarget } from '../../lib/format/phone';

/** "SMS +32 470 12 34 56", "Authenticator app": the kind, then the target when there is one. */
export function methodLabel(t: TFunction, method: MfaMethod): string {
  const kind = t(`mfa.kind.${method.method}`);
  return method.target ? `${kind} ${formatTarget(method.method, method.target)}` : kind;
}
