import type { Channel } from '../delivery';
import { maskEmail, maskPhone } from '../../lib/mask';
import type { Verification } from '../verification';

/**
 * Where an open verification's code goes, when its data names one: a contact being added (`kind`
 * email/phone), a method being set up (`kind` email/sms) or a card activation (`channel`), each
 * with its `target`. Logins, step-ups and resets send to one of the account's methods, which the
 * person picks in their own flow: the desk does not resend those.
 */
export function codeTargetOf(v: Pick<Verification<unknown>, 'data'>): { channel: Channel; target: string } | null {
  const data = (v.data ?? {}) as { target?: unknown; kind?: unknown; channel?: unknown };
  if (typeof data.target !== 'string' || data.target === '') return null;
  const named = data.channel ?? data.kind;
  if (named === 'email') return { channel: 'email', target: data.target };
  if (named === 'sms' || named === 'phone') return { channel: 'sms', target: data.target };
  return null;
}

export const maskTarget = ({ channel, target }: { channel: Channel; target: string }) => (channel === 'email' ? maskEmail(target) : maskPhone(target));

/** Shown elsewhere on the page (recovery requests, the support reset) or a ceremony's internals (passkey challenges). */
const NOT_PENDING = new Set<string>(['passkey', 'recovery', 'support']);

/** A verification the page lists as pending: one the person is in the middle of. */
export const isPending = (v: Pick<Verification<unknown>, 'purpose'>) => !NOT_PENDING.has(v.purpose);

/**
 * A pending verification whose code went to its own target: the desk may send a new one there. Not
 * a support code: a new one takes a support reset, with its identity check.
 */
export function isResendable(v: Pick<Verification<unknown>, 'data' | 'codeSentAt' | 'purpose'>): boolean {
  return isPending(v) && v.codeSentAt !== null && codeTargetOf(v) !== null;
}
