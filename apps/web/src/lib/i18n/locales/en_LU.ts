import type { CoreTexts } from './en';
import { en } from './en';

/** Luxembourg English: the source texts, with Luxembourg phone numbers (no trunk 0). */
export const en_LU: CoreTexts = {
  ...en,
  login: { ...en.login, phoneHint: 'For example 621 123 456.' },
};
