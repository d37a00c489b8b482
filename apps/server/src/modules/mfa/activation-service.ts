import { kindOfNewMethod, type MfaMethodKind } from '@portal/contract/mfa';
import type { Activation } from '@portal/contract/mfa-manage';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { accountLabel, accountSummary } from '../accounts';
import type { Actor } from '../events';
import { ensureStartQuota, resendIn, sendCode, startVerification } from '../verification';
import { CHALLENGE_TTL_MS, type EnrollData } from './challenge';
import { newTotpSecret, totpEnrollment } from './factors/totp';
import { sealTotpSecret } from './factors/totp-secrets';
import { methodsOf } from './repo';
import { requireStepUp, spendStepUp } from './step-up';
import { parseTarget, refuseDuplicate, refuseForeignTarget } from './targets';

export const factorKinds: readonly MfaMethodKind[] = ['email', 'sms', 'totp', 'card'];

export type ActivationStart = { kind: 'skip' } | { kind: 'started'; answer: Activation };

interface Plan {
  kind: 'email' | 'sms' | 'totp';
  target: string | null;
  /** The method edited (new target) or reset (new authenticator secret). */
  replaces: number | null;
}

/**
 * What GET /api/mfa/{id}/activate asks for, or null when nothing needs verifying (204 skip): the
 * method, or one with that target, is already active on this account.
 */
function planActivation(id: number, query: { target?: string; edit?: boolean }, methods: { id: number; method: MfaMethodKind; target: string | null }[]): Plan | null {
  if (id < 0) {
    const kind = kindOfNewMethod(id);
    if (!kind) throw new ApiError('not_found');
    if (kind === 'totp') {
      if (methods.some((m) => m.method === 'totp')) throw new ApiError('mfa.totp_exists');
      return { kind, target: null, replaces: null };
    }
    const target = parseTarget(kind, query.target);
    if (methods.some((m) => m.method === kind && m.target === target)) return null;
    return { kind, target, replaces: null };
  }
  const method = methods.find((m) => m.id === id);
  if (!method) throw new ApiError('not_found');
  if (!query.edit) return null;
  if (method.method === 'totp') return { kind: 'totp', target: null, replaces: method.id };
  if (method.method !== 'email' && method.method !== 'sms') throw new ApiError('mfa.method_unavailable');
  const target = parseTarget(method.method, query.target);
  if (target === method.target) return null;
  refuseDuplicate(method.method, target, methods.filter((m) => m.id !== method.id));
  return { kind: method.method, target, replaces: method.id };
}

/**
 * GET /api/mfa/{id}/activate: starts adding a method (negative id), changing the target of one
 * (edit=1) or resetting the authenticator (edit=1 on it). A method already active without edit is
 * a 204 skip. Once the account has any method, this spends a step-up grant; the account's very
 * first method needs none (there is nothing to check it with).
 */
export async function startActivation(ctx: AppContext, actor: Actor & { sessionId: number }, id: number, query: { target?: string; edit?: boolean }): Promise<ActivationStart> {
  const [user, methods] = await Promise.all([accountSummary(ctx.db, actor.userId), methodsOf(ctx.db, actor.userId, [...factorKinds, 'totpRecovery'])]);
  if (!user) throw new ApiError('auth.unauthenticated');
  const plan = planActivation(id, query, methods);
  if (!plan) return { kind: 'skip' };
  const bootstrap = !methods.some((m) => factorKinds.includes(m.method));
  // The grant is checked (not spent) before another account's targets are looked at, so that
  // only a person who passed a step-up learns that an address is taken.
  if (!bootstrap) await requireStepUp(ctx.db, actor, ctx.clock.now());
  await ensureStartQuota(ctx, actor.userId, 'enroll');
  if (plan.kind !== 'totp' && plan.target) await refuseForeignTarget(ctx.db, actor.userId, plan.kind, plan.target);

  const now = ctx.clock.now();
  const secret = plan.kind === 'totp' ? newTotpSecret() : null;
  const data: EnrollData = {
    kind: plan.kind,
    target: plan.target,
    secretEnc: secret === null ? null : sealTotpSecret(ctx.config, actor.userId, secret),
    bootstrap,
  };
  const { payload, verification } = await ctx.db.transaction().execute(async (trx) => {
    if (!bootstrap) await spendStepUp(trx, actor, now);
    return startVerification(trx, now, { purpose: 'enroll', userId: actor.userId, sessionId: actor.sessionId, methodId: plan.replaces, data, ttlMs: CHALLENGE_TTL_MS });
  });

  let resend = resendIn(verification, now);
  if (plan.kind !== 'totp' && plan.target) {
    resend = await sendCode(ctx, verification, { channel: plan.kind, target: plan.target, language: user.language }, actor);
  }
  const totp = secret === null ? null : await totpEnrollment(secret, accountLabel(user ?? { id: actor.userId, email: null, phone: null }));
  return { kind: 'started', answer: { payload, fuzzion: false, data: { method: plan.kind, target: plan.target, resend_in: resend, totp } } };
}
