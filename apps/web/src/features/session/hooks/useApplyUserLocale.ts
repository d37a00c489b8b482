import { useEffect } from 'react';
import { userLocale } from '@portal/contract/variants';
import { config } from '../../../config/runtime';
import { changeLocale, currentLocale } from '../../../lib/i18n/i18n';
import { useUser } from './useUser';

/** A signed-in person reads the portal in their own language, when the variant offers it. */
export function useApplyUserLocale(): void {
  const user = useUser();
  const id = user?.id;
  const language = user?.language;
  useEffect(() => {
    if (id === undefined) return;
    const locale = userLocale(config.variant, language);
    if (locale !== currentLocale()) void changeLocale(locale);
  }, [id, language]);
}
