import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('x'.repeat(32));

describe('secret box', () => {
  it('opens what it sealed, for the same context only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:2')).toBeNull();
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses tampered values and values of another APP_SECRET', () => {
    const sealed = box.seal('secret', 'c');
    const parts = sealed.split('.');
    const flipped = [parts[0], parts[1], parts[2], `${parts[3]?.slice(0, -1)}${parts[3]?.endsWith('A') ? 'B' : 'A'}`].join('.');
    expect(box.open(flipped, 'c')).toBeNull();
    expect(createSecretBox('y'.repeat(32)).open(sealed, 'c')).toBeNull();
    expect(box.open('garbage', 'c')).toBeNull();
  });
});
