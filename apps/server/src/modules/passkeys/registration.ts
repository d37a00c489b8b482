import { createHmac } from 'node:crypto';
import { MAX_PASSKEYS, type Passkey } from '@portal/contract/passkeys';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { recordPasskeyChange } from './audit';
import { CHALLENGE_TTL_MS, consumeChallenge, issueChallenge } from './challenges';
import { defaultPasskeyName } from './default-name';
import type { RelyingParty } from './relying-party';
import { accountLabel, accountSummary, lockAccount } from '../accounts';
import { insertPasskeyMethod, passkeyMethodOf } from '../mfa';
import { findByCredentialId, insertPasskey, livePasskeysOf } from './repo';
import { SUPPORTED_ALGORITHMS } from './algorithms';
import { originOf, toPasskey } from './service';
import { sendSecurityNotice } from '../events';
import { type RequestOrigin } from '../sign-in';
import { spendStepUp } from '../mfa';

/**
 * The WebAuthn user.id of an account: stable, opaque and free of personal data (a keyed hash of the
 * account id), so that an authenticator keeps one passkey per account and site.
 */
export function userHandleFor(appSecret: string, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', appSecret).update(`passkey-user:${userId}`).digest());
}

/** Options for navigator.credentials.create(): a discoverable credential, user verification preferred. */
export async function registrationOptions(ctx: AppContext, userId: number, deviceId: string, rp: RelyingParty) {
  const [account, existing] = await Promise.all([accountSummary(ctx.db, userId), livePasskeysOf(ctx.db, userId)]);
  if (!account) throw new ApiError('auth.unauthenticated');
  if (existing.length >= MAX_PASSKEYS) throw new ApiError('passkey.limit_reached');
  const challenge = await issueChallenge(ctx, { ceremony: 'register', deviceId, userId, attemptId: null }, rp);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleFor(ctx.config.appSecret, userId),
    userName: accountLabel(account),
    userDisplayName: `${account.firstname} ${account.lastname}`,
    challenge,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The browser refuses an authenticator that already holds one of these (no duplicates).
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: JSON.parse(p.transports) as string[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
}

/**
 * Verifies the new credential against the challenge issued to this person on this device, then
 * stores it, turns the passkey method on, spends the step-up and records the change, in one
 * transaction.
 */
export async function registerPasskey(
  ctx: AppContext,
  actor: { userId: number; sessionId: number },
  input: { response: RegistrationResponseJSON; name?: string },
  origin: RequestOrigin,
): Promise<Passkey> {
  const { userId } = actor;
  const taken = await consumeChallenge(ctx, input.response.response.clientDataJSON, { ceremony: 'register', deviceId: origin.deviceId, userId, attemptId: null });
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: taken.challenge,
    expectedOrigin: taken.origin,
    expectedRPID: taken.rpId,
    requireUserVerification: false,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw new ApiError('passkey.invalid');
  const info = verification.registrationInfo;
  const account = await accountSummary(ctx.db, userId);
  const at = ctx.clock.now();
  const row = {
    user_id: userId,
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: JSON.stringify(info.credential.transports ?? []),
    user_handle: Buffer.from(userHandleFor(ctx.config.appSecret, userId)).toString('base64url'),
    aaguid: info.aaguid,
    backed_up: info.credentialBackedUp ? 1 : 0,
    name: input.name ?? defaultPasskeyName(info.aaguid, origin.userAgent, account?.language ?? 'en'),
    created_at: at,
    changed_at: at,
    change: 'added' as const,
  };
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    await spendStepUp(trx, actor, at);
    if ((await livePasskeysOf(trx, userId)).length >= MAX_PASSKEYS) throw new ApiError('passkey.limit_reached');
    if (await findByCredentialId(trx, row.credential_id)) throw new ApiError('passkey.already_registered');
    const passkeyId = await insertPasskey(trx, row);
    if (!(await passkeyMethodOf(trx, userId))) await insertPasskeyMethod(trx, userId, at);
    await recordPasskeyChange(trx, { passkeyId, change: 'added', at, ...originOf(origin) });
    return passkeyId;
  });
  await sendSecurityNotice(ctx, userId, 'passkey_added');
  return toPasskey({ ...row, id, last_used_at: null });
}
