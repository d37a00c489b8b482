import { createHash, createHmac } from 'node:crypto';
import type { Variant } from '@portal/contract/variants';
import type { ResetChannel } from './steps';

/** Common mailbox domains: a decoy address looks like most people's. */
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'live.be', 'skynet.be', 'telenet.be', 'pt.lu'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Where a resend "goes" for a username without an account: a plausible masked address or number,
 * derived from an HMAC of the username, so the same request always names the same recipient (as
 * it would for a real account) and nobody can tell it from one. `target` only keys the send caps.
 */
export function decoyRecipient(appSecret: string, username: string, channel: ResetChannel, variant: Variant): { target: string; masked: string } {
  const digest = createHmac('sha256', appSecret).update(`forgot-password-decoy:${channel}:${username}`).digest();
  if (channel === 'sms') {
    const country = variant === 'lu' ? '352' : '32';
    const last = String(digest.readUInt32BE(0) % 1000).padStart(3, '0');
    return { target: `decoy:${digest.toString('hex')}`, masked: `+${country} *** *** ${last}` };
  }
  const letter = LETTERS[digest[4]! % LETTERS.length];
  const domain = DOMAINS[digest[5]! % DOMAINS.length];
  return { target: `decoy:${digest.toString('hex')}`, masked: `${letter}***@${domain}` };
}

/** A negative number per username without an account: the second-factor limiter's key (account ids are positive). */
export function decoyAccountKey(username: string): number {
  return -(createHash('sha256').update(username).digest().readUInt32BE(0) & 0x7fffffff) - 1;
}
