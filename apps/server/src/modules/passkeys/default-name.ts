import { describeUserAgent } from '../../lib/user-agent';

/**
 * The name a new passkey gets until the person renames it: the passkey provider when its AAGUID is
 * a well-known one (passkeydeveloper/passkey-authenticator-aaguids), else the browser and system of
 * the registering request ("Chrome on Linux"), in the account's language.
 */
const providers: Record<string, string> = {
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain',
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
};

const on: Record<string, string> = { en: 'on', nl: 'op', fr: 'sous', de: 'unter' };
const fallback: Record<string, string> = { en: 'Passkey', nl: 'Toegangssleutel', fr: 'Clé d’accès', de: 'Passkey' };

export function defaultPasskeyName(aaguid: string, userAgent: string | null, language: string): string {
  const provider = providers[aaguid.toLowerCase()];
  if (provider) return provider;
  const lang = language.slice(0, 2);
  const { browser, os: system } = describeUserAgent(userAgent);
  if (browser && system) return `${browser} ${on[lang] ?? on.en} ${system}`;
  return browser ?? system ?? fallback[lang] ?? 'Passkey';
}
