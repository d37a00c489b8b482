import 'i18next';
import type { Translations } from './locales/en';

// Typed keys: t('login.submit') is checked against the English source.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translations };
  }
}
