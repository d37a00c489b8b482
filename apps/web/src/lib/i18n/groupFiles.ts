/** Every file of locales/groups/, each a chunk of its own (resources.ts loads them). */
export const groupFiles = import.meta.glob<Record<string, object>>('./locales/groups/*/*.ts');
