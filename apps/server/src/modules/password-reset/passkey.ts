import type { AuthenticationResponse } from '@portal/contract/passkeys';
import type { ResetStepResponse } from '@portal/contract/password-reset';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { passkeyMethodOf } from '../mfa';
import { checkPasskeyFactor, passkeyFactorOptions, recordVerifiedUse, type FactorFlow, type RelyingParty } from '../passkeys';
import { guess } from '../verification';
import { accountOf } from './code';
import { passwordStepAfter } from './second-factor';
import type { ResetOrigin } from './start';
import { openStep } from './steps';

/**
 * The reset's second-factor step, if it offered the passkey method (the person may have removed
 * every passkey since), and the flow a passkey challenge is bound to: this step, account and device.
 */
async function stepWithPasskeys(ctx: AppContext, payload: string, deviceId: string) {
  const step = await openStep(ctx, payload, 'second_factor', deviceId);
  const userId = accountOf(step);
  const method = await passkeyMethodOf(ctx.db, userId);
  if (!method || !step.data.methodIds?.includes(method.id)) throw new ApiError('mfa.method_unavailable');
  const flow: FactorFlow = { userId, deviceId, flowId: step.id };
  return { step, flow };
}

/** POST /api/user/reset-password/mfa/passkey/options: an assertion limited to the account's own passkeys. */
export async function resetPasskeyOptions(ctx: AppContext, payload: string, deviceId: string, rp: RelyingParty) {
  const { step, flow } = await stepWithPasskeys(ctx, payload, deviceId);
  if (step.guessesLeft <= 0) throw new ApiError('auth.too_many_attempts');
  return passkeyFactorOptions(ctx, flow, rp);
}

/**
 * POST /api/user/reset-password/mfa/passkey: ends the step like a confirmed code. The guess is
 * counted first, so a wrong, removed or foreign passkey or a stale challenge uses up one of the
 * step's five (shared with the codes); the right one ends the step, records the passkey's use and
 * opens the password step in one transaction.
 */
export async function confirmResetPasskey(ctx: AppContext, input: { payload: string; response: AuthenticationResponse }, origin: ResetOrigin): Promise<ResetStepResponse> {
  const { step, flow } = await stepWithPasskeys(ctx, input.payload, origin.deviceId);
  const { use } = await guess(ctx, step, async () => ({ ok: true as const, use: await checkPasskeyFactor(ctx, flow, input.response) }));
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const answer = await passwordStepAfter(trx, now, step, origin.deviceId);
    await recordVerifiedUse(trx, use, now, origin.ip);
    return answer;
  });
}
