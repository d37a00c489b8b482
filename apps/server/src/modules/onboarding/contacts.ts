import type { OnboardingSendResponse, OnboardingState, OnboardingStep } from '@portal/contract/onboarding';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { codeHash, sameDigest } from '../../lib/tokens';
import { findAccountByUsername } from '../accounts';
import { registrationAttemptMessage, type Channel } from '../delivery';
import { cancelVerifications, guess, openVerification, sendCode, startVerification, type Verification } from '../verification';
import { openOnboarding, requireReached, stateOf, updateOnboarding, type Onboarding, type OnboardingData } from './store';

/**
 * Proving the e-mail address and the phone number of a new account with 8-digit codes. Each
 * address or number gets its own 'contact' verification (the one primitive: 5 sends, 5 guesses,
 * destination limits), bound to the onboarding. Its secret is derived from the onboarding token,
 * so only the token's holder can reach it and nothing secret is stored.
 *
 * An address or number that already belongs to an account gets the same answer (status, body,
 * limits, and a "send" through the same path) but its owner receives a notice that someone tried,
 * not a code; and no code is ever right for it, so nobody learns whether an account exists.
 */
interface ContactData {
  onboarding: string;
  channel: Channel;
  target: string;
}
type Contact = Verification<ContactData>;

/** Different addresses and numbers one onboarding may send codes to (each has its own 5 sends). */
export const MAX_CODE_TARGETS = 6;

const STEP: Record<Channel, OnboardingStep> = { email: 'email', sms: 'phone' };

function targetOf(d: OnboardingData, channel: Channel): string | null {
  return channel === 'email' ? d.email : d.phone;
}

function secretOf(token: string, channel: Channel, target: string): string {
  return `${token}:${channel}:${target}`;
}

/** The open verification of this address or number in this onboarding, or null if none was sent. */
async function contactOf(ctx: AppContext, token: string, onboarding: Onboarding, channel: Channel, target: string): Promise<Contact | null> {
  try {
    return await openVerification<ContactData>(ctx, secretOf(token, channel, target), 'contact', (v) => v.userId === null && v.data.onboarding === onboarding.id, 'onboarding.incomplete');
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The verification for a target, opened on its first code (counted against MAX_CODE_TARGETS). */
async function ensureContact(ctx: AppContext, token: string, onboarding: Onboarding, channel: Channel, target: string): Promise<Contact> {
  const existing = await contactOf(ctx, token, onboarding, channel, target);
  if (existing) return existing;
  const now = ctx.clock.now();
  await updateOnboarding(ctx.db, onboarding, now, (d) => {
    if (d.codeTargets >= MAX_CODE_TARGETS) throw new ApiError('auth.too_many_attempts');
    return { ...d, codeTargets: d.codeTargets + 1 };
  });
  try {
    const { verification } = await startVerification<ContactData>(ctx.db, now, {
      purpose: 'contact',
      secret: secretOf(token, channel, target),
      data: { onboarding: onboarding.id, channel, target },
      ttlMs: onboarding.expiresAt - now,
    });
    return verification;
  } catch (error) {
    // A parallel request for the same target inserted it first: use that one.
    const raced = await contactOf(ctx, token, onboarding, channel, target);
    if (raced) return raced;
    throw error;
  }
}

/** Sends the code, or the owner's notice when the target already signs in to an account. */
async function deliver(ctx: AppContext, contact: Contact, language: string): Promise<number> {
  const { channel, target } = contact.data;
  const owner = await findAccountByUsername(ctx.db, channel === 'email' ? 'email' : 'phone', target);
  const instead = owner ? registrationAttemptMessage({ channel, to: target, language: owner.language }) : undefined;
  return sendCode(ctx, contact, { channel, target, language }, null, { instead });
}

/**
 * POST /api/onboarding/email. `keep`: the person continues with the invitation's address, which
 * the code they typed at the start already proved: verified without a new code.
 */
export async function sendEmailCode(ctx: AppContext, input: { token: string; keep?: boolean }): Promise<OnboardingSendResponse> {
  const now = ctx.clock.now();
  const onboarding = await openOnboarding(ctx, input.token);
  requireReached(onboarding.data, 'email');
  if (input.keep) {
    const saved = await updateOnboarding(ctx.db, onboarding, now, (d) => {
      if (d.invitationEmail === null || d.email !== d.invitationEmail) throw new ApiError('validation.invalid', { fields: [{ path: 'keep', code: 'invalid' }] });
      return { ...d, emailVerified: true };
    });
    return { state: stateOf(saved, now), resend_in: 0 };
  }
  const email = onboarding.data.email;
  if (email === null) throw new ApiError('onboarding.incomplete');
  const contact = await ensureContact(ctx, input.token, onboarding, 'email', email);
  const resendIn = await deliver(ctx, contact, onboarding.data.language ?? 'en');
  return { state: stateOf(onboarding, now), resend_in: resendIn };
}

/** POST /api/onboarding/phone: the number becomes the one to verify, and gets a code. */
export async function sendPhoneCode(ctx: AppContext, input: { token: string; phone: string }): Promise<OnboardingSendResponse> {
  const now = ctx.clock.now();
  const onboarding = await openOnboarding(ctx, input.token);
  requireReached(onboarding.data, 'phone');
  const saved = await updateOnboarding(ctx.db, onboarding, now, (d) => ({ ...d, phone: input.phone, phoneVerified: d.phoneVerified && d.phone === input.phone }));
  const contact = await ensureContact(ctx, input.token, saved, 'sms', input.phone);
  const resendIn = await deliver(ctx, contact, saved.data.language ?? 'en');
  return { state: stateOf(saved, now), resend_in: resendIn };
}

/** POST /api/onboarding/{email,phone}/resend: a new code to the same target (limits of sendCode). */
export async function resendCode(ctx: AppContext, token: string, channel: Channel): Promise<number> {
  const onboarding = await openOnboarding(ctx, token);
  requireReached(onboarding.data, STEP[channel]);
  const target = targetOf(onboarding.data, channel);
  const contact = target === null ? null : await contactOf(ctx, token, onboarding, channel, target);
  if (!contact) throw new ApiError('onboarding.incomplete');
  return deliver(ctx, contact, onboarding.data.language ?? 'en');
}

/**
 * POST /api/onboarding/{email,phone}/confirm: one guess of the verification's 5 (spent before the
 * check, so parallel guesses cannot exceed them); a right code marks the target verified.
 */
export async function confirmCode(ctx: AppContext, input: { token: string; code: string }, channel: Channel): Promise<OnboardingState> {
  const onboarding = await openOnboarding(ctx, input.token);
  requireReached(onboarding.data, STEP[channel]);
  const target = targetOf(onboarding.data, channel);
  const contact = target === null ? null : await contactOf(ctx, input.token, onboarding, channel, target);
  if (!contact || target === null) throw new ApiError('onboarding.incomplete');
  await guess(ctx, contact, async () => {
    const owner = await findAccountByUsername(ctx.db, channel === 'email' ? 'email' : 'phone', target);
    const now = ctx.clock.now();
    const right =
      !owner && contact.codeHash !== null && (contact.codeExpiresAt ?? 0) > now && sameDigest(codeHash(ctx.config.appSecret, contact.id, input.code), contact.codeHash);
    return right ? { ok: true as const } : { ok: false as const, failure: 'mfa.invalid_code' as const };
  });
  const now = ctx.clock.now();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    // A parallel right guess may have completed it already: the target is verified either way.
    await cancelVerifications(trx, [contact.id], now);
    return updateOnboarding(trx, onboarding, now, (d) =>
      channel === 'email' ? { ...d, emailVerified: d.emailVerified || d.email === target } : { ...d, phoneVerified: d.phoneVerified || d.phone === target },
    );
  });
  return stateOf(saved, now);
}
