import type { Locale } from '@portal/contract/variants';
import { changeLocale } from '../../../lib/i18n/i18n';
import { useUser } from '../../session';
import { updateProfile } from '../api/profileApi';
import { useProfileChange } from './useProfileUpdate';

/**
 * The header's language switch: applies the locale at once and, for a signed-in person, stores it
 * on the account, so the next visit (or reload) keeps it instead of the account's old language.
 */
export function useSaveLanguage() {
  const signedIn = !!useUser();
  const save = useProfileChange((locale: Locale) => updateProfile({ language: locale }));
  return {
    failed: save.isError,
    choose: async (locale: Locale) => {
      await changeLocale(locale);
      if (signedIn) save.mutate(locale);
    },
  };
}
