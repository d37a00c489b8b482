import type { CoreTexts } from './en';
import { fr } from './fr';

/** Luxembourg French: the Belgian French texts, with Luxembourg phone numbers (no trunk 0). */
export const fr_LU: CoreTexts = {
  ...fr,
  login: { ...fr.login, phoneHint: 'Par exemple 621 123 456.' },
};
