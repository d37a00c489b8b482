import type { Location } from '@portal/contract/devices';
import type { TFunction } from 'i18next';

/** "Firefox 128 on Windows 10", or whichever part is known, or the spec's "unknown". */
export function deviceName(t: TFunction, device: { browser: string | null; os: string | null }): string {
  if (device.browser && device.os) return t('devices.on', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('devices.unknownDevice');
}

/** "Brussels, Belgium"; the not-found texts for whatever the server could not place. */
export function placeText(t: TFunction, location: Location, language: string): string {
  const city = location.city ?? t('devices.unknownCity');
  return `${city}, ${location.country ? countryName(location.country, language) : t('devices.unknownCountry')}`;
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
