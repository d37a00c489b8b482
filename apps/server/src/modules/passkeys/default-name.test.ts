import { describe, expect, it } from 'vitest';
import { defaultPasskeyName } from './default-name';

const NO_AAGUID = '00000000-0000-0000-0000-000000000000';
const ua = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:130.0) Gecko/20100101 Firefox/130.0',
};

describe('the default name of a passkey', () => {
  it('names a well-known passkey provider by its AAGUID', () => {
    expect(defaultPasskeyName('EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4', ua.chromeLinux, 'en')).toBe('Google Password Manager');
    expect(defaultPasskeyName('fbfc3007-154e-4ecc-8c0b-6e020557d7bd', ua.safariIphone, 'nl')).toBe('iCloud Keychain');
  });

  it('otherwise names the browser and system, in the account’s language', () => {
    expect(defaultPasskeyName(NO_AAGUID, ua.chromeLinux, 'en')).toBe('Chrome on Linux');
    expect(defaultPasskeyName(NO_AAGUID, ua.edgeWindows, 'nl')).toBe('Edge op Windows');
    expect(defaultPasskeyName(NO_AAGUID, ua.safariIphone, 'fr')).toBe('Safari sous iOS');
    expect(defaultPasskeyName(NO_AAGUID, ua.firefoxMac, 'de')).toBe('Firefox unter macOS');
  });

  it('falls back to the word for passkey when nothing is known', () => {
    expect(defaultPasskeyName(NO_AAGUID, null, 'fr')).toBe('Clé d’accès');
    expect(defaultPasskeyName(NO_AAGUID, 'curl/8.0', 'xx')).toBe('Passkey');
  });
});
