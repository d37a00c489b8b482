import type { Locale } from '@portal/contract/variants';
import { de_LU } from './locales/de_LU';
import { en, type Translations } from './locales/en';
import { en_LU } from './locales/en_LU';
import { fr } from './locales/fr';
import { fr_LU } from './locales/fr_LU';
import { nl } from './locales/nl';

/** All locales are bundled: together they weigh less than one round trip. */
export const translations: Record<Locale, Translations> = { nl, fr, en, fr_LU, en_LU, de_LU };
