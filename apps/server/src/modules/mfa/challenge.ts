import type { MfaMethodKind } from '@portal/contract/mfa';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { completeVerification, openVerification, type Verification } from '../verification';
import type { FactorCheck } from './factors/check';

/** A step-up or set-up challenge (the spec's mfaPayload) stays open for 10 minutes. */
export const CHALLENGE_TTL_MS = 10 * MINUTE;

/** A step-up: the method checked is the verification's method_id. */
export interface StepUpData {
  kind: MfaMethodKind;
  /** The grant will be single-use. */
  single: boolean;
}

/** A set-up: a new method, or a new target or authenticator secret for method_id. */
export interface EnrollData {
  kind: 'email' | 'sms' | 'totp';
  /** The address or number being verified. */
  target: string | null;
  /** A new authenticator's secret, sealed (factors/totp-secrets.ts). */
  secretEnc: string | null;
  /** The account's first method: confirming it grants one step-up for the second. */
  bootstrap: boolean;
}

export interface SessionRef {
  userId: number;
  sessionId: number;
}

/** The open challenge of a payload. It belongs to the session that opened it, and to nobody else. */
export function openChallenge<D>(ctx: AppContext, payload: string, purpose: 'step_up' | 'enroll', owner: SessionRef): Promise<Verification<D>> {
  return openVerification<D>(ctx, payload, purpose, (v) => v.userId === owner.userId && v.sessionId === owner.sessionId, 'mfa.challenge_expired');
}

/** Inside the finishing transaction: ends the challenge and records the factor's use, or throws. */
export async function finishChallenge(trx: Db, challenge: Verification<unknown>, verdict: Extract<FactorCheck, { ok: true }>, now: number): Promise<void> {
  await completeVerification(trx, challenge, now, 'mfa.challenge_expired');
  if (!(await verdict.consume(trx))) throw new ApiError('mfa.invalid_code');
}
