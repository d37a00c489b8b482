import 'i18next';
import type { Translations } from './textTypes';

// Typed keys: t('login.submit') is checked against the English source.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translations };
  }
}
