import { PERSON_SEARCH_MAX_RESULTS, type FoundPerson, type personSearchRequest } from '@portal/contract/support';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { maskEmail } from '../../lib/mask';
import { accountIdsByNationalRegisterNumberHash, accountNamesOf, ownersOfContact } from '../accounts';
import { recordEvent, type Actor } from '../events';
import { holdersOfCard } from '../forgot-username';

type PersonSearch = z.output<typeof personSearchRequest>;

/**
 * POST /api/support/people/search: the people one exact value names (no prefix, no likeness: the
 * contract has already normalised it as the portal stores it). One of the agent's 30 searches an
 * hour is taken before the database is asked, found or not; the search is written to the security
 * log of the agent's own account (agent, session, reason, time, kind and the ids found; never the
 * value, which may be a card or national register number) before the answer leaves. The answer
 * holds no more than an agent needs to pick the right person: id, name, masked e-mail address.
 */
export async function searchPeople(ctx: AppContext, agent: Actor, input: PersonSearch): Promise<FoundPerson[]> {
  if (!(await ctx.limiter.reserveSupportSearch(agent.userId))) throw new ApiError('auth.too_many_attempts');
  const ids = (await matchingAccounts(ctx, input)).slice(0, PERSON_SEARCH_MAX_RESULTS);
  const people = await accountNamesOf(ctx.db, ids);
  const detail = { by: input.by, reason: input.reason, found: people.length, accounts: people.map((p) => p.id).join(' ') };
  await recordEvent(ctx.db, agent, 'support_search', ctx.clock.now(), { detail });
  return people.map((p) => ({ id: p.id, name: `${p.firstname} ${p.lastname}`.trim(), email: p.email === null ? null : maskEmail(p.email) }));
}

async function matchingAccounts(ctx: AppContext, input: PersonSearch): Promise<number[]> {
  switch (input.by) {
    case 'email':
      return ownersOfContact(ctx.db, 'email', input.value, PERSON_SEARCH_MAX_RESULTS);
    case 'phone':
      return ownersOfContact(ctx.db, 'phone', input.value, PERSON_SEARCH_MAX_RESULTS);
    case 'card':
      return holdersOfCard(ctx.db, cardNumberDigest(ctx.config.appSecret, input.value));
    case 'national_register_number':
      return accountIdsByNationalRegisterNumberHash(ctx.db, nationalRegisterNumberDigest(ctx.config.appSecret, input.value));
  }
}
