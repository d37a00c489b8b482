import { cardNumber } from '@portal/contract/rules';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/database';
import type { MfaMethodRow } from '../../../db/types';
import { cardNumberDigest } from '../../../lib/identity-digest';
import { codeHash, sameDigest } from '../../../lib/tokens';
import { recordEvent, type Actor } from '../../events';
import { matchRecoveryKey } from './recovery-keys';
import { cardHashOf } from '../../accounts';
import { unusedRecoveryKeys, useRecoveryKey, useTotpStep } from './repo';
import { matchTotpStep } from './totp';
import { openTotpSecret } from './totp-secrets';
import { sendSecurityNotice } from '../../events';
import { completeVerification, guessCode, openVerificationsOf } from '../../verification';
import { deleteMethods } from '../repo';

export type FactorMethod = Pick<MfaMethodRow, 'id' | 'method' | 'secret_enc' | 'last_used_step'>;

/** The delivered code of a login attempt or challenge, as stored. */
export interface DeliveredCode {
  challengeId: string;
  codeHash: string | null;
  codeExpiresAt: number | null;
}

export type FactorFailure = 'mfa.invalid_code' | 'mfa.invalid_card';

/**
 * The verdict on one guess. A right guess may still have to record its use (the TOTP step, the
 * recovery key) in the caller's transaction: `consume` answers false when a parallel request used
 * it first, and the caller then treats the guess as wrong.
 */
export type FactorCheck =
  | { ok: false; failure: FactorFailure }
  | { ok: true; consume(db: Db): Promise<boolean>; recoveryKeysLeft?: number };

const wrong: FactorCheck = { ok: false, failure: 'mfa.invalid_code' };
const done = async () => true;

/**
 * An authenticator code of a time step already used: someone may have seen the code (over a
 * shoulder, through phishing). Refused like a wrong code, recorded, and the person told by e-mail.
 */
async function refuseReplay(ctx: AppContext, actor: Actor, methodId: number): Promise<FactorCheck> {
  await recordEvent(ctx.db, actor, 'totp_replayed', ctx.clock.now(), { method: { id: methodId, kind: 'totp' } });
  await sendSecurityNotice(ctx, actor.userId, 'totp_replayed');
  return wrong;
}

/**
 * Every factor has the same shape here: a method, a guess, a verdict. Codes, keys and card numbers
 * are all compared in constant time. `actor` is who guesses, for the record of a replayed code.
 */
export async function checkFactor(ctx: AppContext, userId: number, method: FactorMethod, delivered: DeliveredCode, code: string, actor: Actor): Promise<FactorCheck> {
  const now = ctx.clock.now();
  switch (method.method) {
    case 'email':
    case 'sms': {
      const valid =
        delivered.codeHash !== null &&
        (delivered.codeExpiresAt ?? 0) > now &&
        sameDigest(codeHash(ctx.config.appSecret, delivered.challengeId, code), delivered.codeHash);
      return valid ? { ok: true, consume: done } : wrong;
    }
    case 'totp': {
      const secret = openTotpSecret(ctx.config, userId, method.secret_enc);
      const step = secret === null ? null : matchTotpStep(secret, code, now);
      if (step === null) return wrong;
      if (step <= (method.last_used_step ?? -1)) return refuseReplay(ctx, actor, method.id);
      return { ok: true, consume: (db) => useTotpStep(db, method.id, step) };
    }
    case 'totpRecovery': {
      const keys = await unusedRecoveryKeys(ctx.db, userId);
      const match = matchRecoveryKey(ctx.config.appSecret, userId, keys, code);
      if (match === null) return wrong;
      return { ok: true, consume: (db) => useRecoveryKey(db, match, now), recoveryKeysLeft: keys.length - 1 };
    }
    case 'card': {
      const parsed = cardNumber.safeParse(code);
      const stored = await cardHashOf(ctx.db, userId);
      const valid = parsed.success && stored !== null && sameDigest(cardNumberDigest(ctx.config.appSecret, parsed.data), stored);
      return valid ? { ok: true, consume: done } : { ok: false, failure: 'mfa.invalid_card' };
    }
    case 'support': {
      // The code a support reset sent (docs/support.md): checked against the person's open support
      // verification, whose own guesses are reserved first; used, it ends and the method goes.
      const [open] = await openVerificationsOf(ctx.db, userId, 'support', now);
      if (!open || !(await guessCode(ctx, open, code))) return wrong;
      return {
        ok: true,
        consume: async (db) => {
          await completeVerification(db, open, now, 'mfa.invalid_code');
          await deleteMethods(db, userId, [method.id]);
          return true;
        },
      };
    }
    default:
      return wrong;
  }
}
