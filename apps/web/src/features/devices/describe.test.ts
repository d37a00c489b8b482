import { changeLocale, i18n } from '../../lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { deviceName, placeText } from './describe';

describe('device texts', () => {
  it('names a device by browser and system, by whichever is known, or as unknown', async () => {
    await changeLocale('en');
    expect(deviceName(i18n.t, { browser: 'Firefox 128', os: 'Windows 10' })).toBe('Firefox 128 on Windows 10');
    expect(deviceName(i18n.t, { browser: null, os: 'iOS 17.5' })).toBe('iOS 17.5');
    expect(deviceName(i18n.t, { browser: null, os: null })).toBe('Unknown device');
  });

  it('shows the not-found texts for what the server could not place, and country names in the reader’s language', async () => {
    await changeLocale('nl');
    expect(placeText(i18n.t, { city: null, country: null }, 'nl')).toBe('Onbekende stad, Onbekend land');
    expect(placeText(i18n.t, { city: 'Esch-sur-Alzette', country: 'LU' }, 'nl')).toBe('Esch-sur-Alzette, Luxemburg');
    await changeLocale('en');
  });
});
