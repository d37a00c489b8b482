import type { ProfileUpdate } from '@portal/contract/profile';
import type { User } from '@portal/contract/user';
import { allowedLanguage, type Variant } from '@portal/contract/variants';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { recordEvent, type Actor } from '../events';
import { updatePersonalDetails, type PersonalDetails } from './contacts-repo';
import { loadProfile } from './service';

/**
 * PATCH /api/user: names, birthdate, gender and language. The language must be one the variant of
 * the request's host offers (a Luxembourg account cannot store nl); it is stored as two letters.
 */
export async function updateProfile(ctx: AppContext, actor: Actor, variant: Variant, input: ProfileUpdate): Promise<User> {
  const { language, ...rest } = input;
  const details: PersonalDetails = { ...rest };
  if (language !== undefined) {
    const allowed = allowedLanguage(variant, language);
    if (!allowed) throw new ApiError('validation.invalid', { fields: [{ path: 'language', code: 'invalid' }] });
    details.language = allowed;
  }
  const fields = Object.keys(details);
  if (fields.length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      await updatePersonalDetails(trx, actor.userId, details);
      await recordEvent(trx, actor, 'profile_updated', ctx.clock.now(), { detail: { fields: fields.sort().join(',') } });
    });
  }
  return loadProfile(ctx.db, actor.userId);
}
