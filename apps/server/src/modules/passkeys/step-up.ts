import type { AuthenticationResponse } from '@portal/contract/passkeys';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../events';
import { confirmStepUpWith, openStepUpOf } from '../mfa';
import { recordVerifiedUse } from './assertion';
import { checkPasskeyFactor, passkeyFactorOptions } from './factor';
import type { RelyingParty } from './relying-party';

type StepUpActor = Actor & { sessionId: number; deviceId: string; ip: string };

/**
 * POST /api/mfa/sudo/passkey/options: assertion options for a step-up challenge of this session
 * whose method is the passkey (opened by GET /api/mfa/sudo, like any step-up), bound to it.
 */
export async function stepUpPasskeyOptions(ctx: AppContext, actor: StepUpActor, payload: string, rp: RelyingParty) {
  const challenge = await openStepUpOf(ctx, actor, payload, 'passkey');
  return passkeyFactorOptions(ctx, { userId: actor.userId, deviceId: actor.deviceId, flowId: challenge.id }, rp);
}

/**
 * POST /api/mfa/sudo/passkey: the passkey as the step-up's proof. A response that does not verify
 * is a wrong guess of the challenge (recorded as a failed second factor); the right one grants the
 * step-up and records the passkey's use in one transaction.
 */
export function confirmStepUpPasskey(
  ctx: AppContext,
  actor: StepUpActor,
  input: { payload: string; response: AuthenticationResponse; isTrustedDevice: boolean },
  trustToken: string,
) {
  return confirmStepUpWith(ctx, actor, input, { deviceId: actor.deviceId, token: trustToken }, async (challenge) => {
    try {
      const use = await checkPasskeyFactor(ctx, { userId: actor.userId, deviceId: actor.deviceId, flowId: challenge.id }, input.response);
      const now = ctx.clock.now();
      const consume = async (trx: Db) => {
        await recordVerifiedUse(trx, use, now, actor.ip);
        return true;
      };
      return { ok: true, consume };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'passkey.invalid') return { ok: false, failure: 'passkey.invalid' };
      throw error;
    }
  });
}
