import type { OnboardingOutcome } from '@portal/contract/onboarding';
import { allowedLanguage, defaultLocale, languageOfLocale, type Variant } from '@portal/contract/variants';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { cardNumberMatcher } from '../../lib/identity-digest';
import { allocatePlatformId, createAccount, lockAccountCreation, lockContactValue, otherAccountWithLogin } from '../accounts';
import { redeemInvitation } from '../cards';
import { recordEvent, type Actor } from '../events';
import { addInitialMethods } from '../mfa';
import { hashNewPassword } from '../password';
import { startSession, type IssuedSession } from '../sessions';
import { completeVerification } from '../verification';
import { activateCardFor } from './card-activation';
import { openOnboarding, requireReached, updateOnboarding, type Onboarding, type OnboardingData } from './store';

/** Where the finishing request came from: recorded with the new account's first events and on its session. */
export type Origin = Omit<Actor, 'userId' | 'sessionId'>;

export interface FinishedOnboarding {
  outcome: OnboardingOutcome;
  /** The new account's first session: the person who just proved everything is signed in. */
  session: IssuedSession;
}

/**
 * POST /api/onboarding/password: the last step creates the account, in ONE transaction:
 * - the onboarding is completed first (a conditional UPDATE): of any number of parallel
 *   submissions one goes on, the others wait for it and then find it finished (410);
 * - the account with its verified e-mail and phone as defaults, terms and marketing choices, a new
 *   platform id, and e-mail + SMS as its two-step methods;
 * - the card is activated (conditional: blocked, or taken by someone else meanwhile, leaves the
 *   account without it: outcome card_activation_failed), or the invitation is spent (if someone
 *   used it meanwhile nothing is created: onboarding.code_invalid);
 * - the events account_created (and card_activated);
 * - the account's first session, started as every sign-in starts one (signed_in recorded with the
 *   device): only the request that completed the onboarding gets here, so one token gives at most
 *   one session, and nothing that rolls back (an invitation spent meanwhile) leaves one behind.
 */
export async function finishOnboarding(
  ctx: AppContext,
  input: { token: string; password: string; language?: string },
  from: Origin & { variant: Variant },
): Promise<FinishedOnboarding> {
  const onboarding = await openOnboarding(ctx, input.token);
  requireReached(onboarding.data, 'password');
  const language = chosenLanguage(from.variant, input.language, onboarding.data.language);
  const { email, phone, invitationEmail, firstname, lastname, cardHash } = onboarding.data;
  const passwordHash = await hashNewPassword(input.password, {
    emails: [email, invitationEmail],
    phones: [phone],
    names: [firstname, lastname],
    isCardNumber: cardNumberMatcher(ctx.config.appSecret, [cardHash]),
  });
  const now = ctx.clock.now();
  if (email === null || phone === null) throw new ApiError('onboarding.incomplete');

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await completeVerification(trx, onboarding, now, 'onboarding.expired');
      // Someone may have registered the address or number since it was verified here, even in this
      // very instant: checked after the lock, so of two onboardings of one address one goes on.
      await lockAccountCreation(trx);
      // The same turns as an address added on the profile takes (accounts' contact-claims.ts).
      await lockContactValue(trx, 'email', email);
      await lockContactValue(trx, 'phone', phone);
      const taken = await takenContacts(trx, email, phone);
      if (taken.email || taken.phone) throw new ContactsTaken(taken);
      const userId = await createNewAccount(trx, ctx, onboarding.data, { email, phone, language, passwordHash, now });
      const actor: Actor = { ...pickOrigin(from), userId, sessionId: null };
      await recordEvent(trx, actor, 'account_created', now, { detail: { kind: onboarding.data.kind } });
      const outcome = onboarding.data.kind === 'code' ? await redeem(trx, onboarding, userId, now) : await activate(trx, onboarding, actor, now);
      return { outcome, session: await startSession(trx, ctx.clock, { userId, ...pickOrigin(from) }) };
    });
  } catch (error) {
    // Everything rolled back: back to the step of the taken contact, which then sends no code.
    if (!(error instanceof ContactsTaken)) throw error;
    const { taken } = error;
    await updateOnboarding(ctx.db, onboarding, ctx.clock.now(), (d) => ({ ...d, emailVerified: d.emailVerified && !taken.email, phoneVerified: d.phoneVerified && !taken.phone }));
    throw new ApiError('onboarding.incomplete');
  }
}

interface Taken {
  email: boolean;
  phone: boolean;
}

/** Thrown inside the transaction to roll it back when another account already signs in with a contact. */
class ContactsTaken extends Error {
  constructor(readonly taken: Taken) {
    super('contacts taken');
  }
}

async function takenContacts(trx: Db, email: string, phone: string): Promise<Taken> {
  const [emailOwner, phoneOwner] = await Promise.all([otherAccountWithLogin(trx, 'email', email, 0), otherAccountWithLogin(trx, 'sms', phone, 0)]);
  return { email: emailOwner !== null, phone: phoneOwner !== null };
}

function pickOrigin(from: Origin): Origin {
  return { deviceId: from.deviceId, ip: from.ip, userAgent: from.userAgent };
}

/** The page's language if the variant offers it, else the card's or invitation's, else the variant's default. */
function chosenLanguage(variant: Variant, page: string | undefined, stored: string | null): string {
  if (page !== undefined) {
    const allowed = allowedLanguage(variant, page);
    if (allowed === null) throw new ApiError('validation.invalid', { fields: [{ path: 'language', code: 'invalid' }] });
    return allowed;
  }
  return (stored && allowedLanguage(variant, stored)) || languageOfLocale(defaultLocale[variant]);
}

async function createNewAccount(
  trx: Db,
  ctx: AppContext,
  d: OnboardingData,
  a: { email: string; phone: string; language: string; passwordHash: string; now: number },
): Promise<number> {
  // Card holders and mymonizze invitations are voucher holders (user_id); clientarea invitations
  // are client-area accounts (customer_user_id).
  const column = d.platform === 'clientarea' ? 'customer_user_id' : 'user_id';
  const platformId = await allocatePlatformId(trx, column);
  const userId = await createAccount(
    trx,
    {
      firstname: d.firstname ?? '',
      lastname: d.lastname ?? '',
      language: a.language,
      password_hash: a.passwordHash,
      last_password_change: a.now,
      user_id: column === 'user_id' ? platformId : null,
      customer_user_id: column === 'customer_user_id' ? platformId : null,
      created_at: a.now,
      terms_accepted_at: d.termsAcceptedAt,
      marketing_email: d.marketingEmail ? 1 : 0,
      marketing_sms: d.marketingSms ? 1 : 0,
    },
    { email: a.email, phone: a.phone, verified: true },
  );
  await addInitialMethods(
    trx,
    ctx.config,
    userId,
    [
      { method: 'email', target: a.email, primary: true },
      { method: 'sms', target: a.phone, primary: false },
    ],
    a.now,
  );
  return userId;
}

async function activate(trx: Db, onboarding: Onboarding, actor: Actor, now: number): Promise<OnboardingOutcome> {
  return (await activateCardFor(trx, onboarding.data.cardHash, actor, now)) ? 'card_activated' : 'card_activation_failed';
}

async function redeem(trx: Db, onboarding: Onboarding, userId: number, now: number): Promise<OnboardingOutcome> {
  const invitationId = onboarding.data.invitationId;
  // Throwing rolls the whole transaction back: no account without its invitation.
  if (invitationId === null || !(await redeemInvitation(trx, invitationId, userId, now))) throw new ApiError('onboarding.code_invalid');
  return 'code_account_created';
}
