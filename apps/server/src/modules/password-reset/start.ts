import type { ForgotPasswordResponse } from '@portal/contract/password-reset';
import type { Variant } from '@portal/contract/variants';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { maskEmail, maskPhone } from '../../lib/mask';
import { accountSummary, findAccountByUsername, type AccountSummary } from '../accounts';
import { captchaCheckOf } from '../captcha';
import type { OutgoingMessage } from '../delivery';
import type { Actor } from '../events';
import { MAX_SENDS, resendIn, sendCode } from '../verification';
import { decoyRecipient } from './decoy';
import { deferredDelivery } from './deferred-delivery';
import { firstStep, nextStep, openStep, type ResetChannel, type ResetStep } from './steps';

export interface ResetOrigin {
  deviceId: string;
  ip: string;
  userAgent: string | null;
}

/** The answer, and the messages to send once it is decided (none for a username without an account). */
export interface Started {
  answer: ForgotPasswordResponse;
  messages: OutgoingMessage[];
}

const technology = (channel: ResetChannel): 'SMS' | 'email' => (channel === 'sms' ? 'SMS' : 'email');
const mask = (channel: ResetChannel, target: string) => (channel === 'email' ? maskEmail(target) : maskPhone(target));
const actorOf = (userId: number, origin: ResetOrigin): Actor => ({ userId, sessionId: null, ...origin });

/**
 * Sends the step's code through a collecting delivery: known and unknown usernames do the same
 * awaited work (the code is stored, the destination's cap reserved) and differ only in whether the
 * collected message is handed over afterwards.
 */
async function sendStepCode(ctx: AppContext, step: ResetStep, to: { channel: ResetChannel; target: string; language: string }, origin: ResetOrigin, real: boolean) {
  const deferred = deferredDelivery();
  const actor = step.userId !== null && real ? actorOf(step.userId, origin) : null;
  const wait = await sendCode({ ...ctx, delivery: deferred.delivery }, step, to, actor);
  return { wait, messages: real ? deferred.messages : [] };
}

/**
 * POST /api/user/forgot-password. Each request takes a point from the sign-in limiter under its own
 * key (per username and per IP, never given back): past 3 in 15 minutes a solved captcha must come
 * with it (428), past the daily and per-IP caps it is refused (429), alike for every username. For
 * a username without an account a verification is still opened (with no account, so every guess
 * fails like a wrong code) and a code stored; only the message is dropped.
 */
export async function startForgotPassword(ctx: AppContext, input: { email?: string; phone?: string; captcha?: string }, origin: ResetOrigin): Promise<Started> {
  const channel: ResetChannel = input.email !== undefined ? 'email' : 'sms';
  const username = input.email ?? input.phone ?? '';
  const keys = { username: `forgot-password:${username}`, ip: origin.ip };
  const reservation = await ctx.limiter.reserveSignInGuess(keys, captchaCheckOf(ctx, input.captcha));
  if (reservation.verdict === 'blocked') throw new ApiError('auth.too_many_attempts');
  if (reservation.verdict === 'captcha') throw new ApiError('auth.captcha_required');
  const account = await findAccountByUsername(ctx.db, channel === 'email' ? 'email' : 'phone', username, { open: true });
  const now = ctx.clock.now();
  const { payload, verification } = await firstStep(ctx.db, now, { userId: account?.id ?? null, deviceId: origin.deviceId }, { flow: 'forgot', stage: 'code', channel, username, sends: 0 });
  const sent = await sendStepCode(ctx, verification, { channel, target: username, language: account?.language ?? 'en' }, origin, !!account);
  return { answer: { payload, recipient: [mask(channel, username)], technology: technology(channel), resend_in: sent.wait }, messages: sent.messages };
}

/** Where a code of this channel goes: the typed username for its own channel, else the account's default of the other kind, else a decoy. */
function destinationOf(ctx: AppContext, step: ResetStep, account: AccountSummary | undefined, channel: ResetChannel, variant: Variant) {
  if (channel === step.data.channel) return { target: step.data.username, masked: mask(channel, step.data.username), real: account !== undefined };
  const target = channel === 'email' ? account?.email : account?.phone;
  if (target) return { target, masked: mask(channel, target), real: true };
  return { ...decoyRecipient(ctx.config.appSecret, step.data.username, channel, variant), real: false };
}

/**
 * POST /api/user/forgot-password/resend: a new code by e-mail or by SMS. The step is replaced by a
 * new one (new payload) that remembers which channel got the code, keeping the flow's remaining
 * guesses, time and send count, so switching channels does not reset any limit.
 */
export async function resendForgotPassword(ctx: AppContext, input: { payload: string; channel: ResetChannel }, origin: ResetOrigin, variant: Variant): Promise<Started> {
  const step = await openStep(ctx, input.payload, 'code', origin.deviceId);
  const now = ctx.clock.now();
  const sends = step.data.sends + step.sends;
  if (sends >= MAX_SENDS) throw new ApiError('auth.too_many_attempts');
  const wait = resendIn(step, now);
  if (wait > 0) throw new ApiError('mfa.resend_too_soon', { resend_in: wait });
  // Read for unknown usernames too (id 0 finds nothing): the same queries either way.
  const account = await accountSummary(ctx.db, step.userId ?? 0);
  const to = destinationOf(ctx, step, account, input.channel, variant);
  const language = account?.language ?? 'en';
  const next = await ctx.db.transaction().execute((trx) =>
    nextStep(trx, now, step, { deviceId: origin.deviceId, data: { ...step.data, channel: input.channel, sends }, guesses: step.guessesLeft }),
  );
  const sent = await sendStepCode(ctx, next.verification, { channel: input.channel, target: to.target, language }, origin, to.real);
  return { answer: { payload: next.payload, recipient: [to.masked], technology: technology(input.channel), resend_in: sent.wait }, messages: sent.messages };
}
