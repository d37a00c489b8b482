import { describe, expect, it } from 'vitest';
import { seal, unseal } from './key-encryption';

const secret = 'x'.repeat(32);

describe('sealing secrets at rest', () => {
  it('reads back what it sealed, with a fresh IV each time', () => {
    const sealed = seal(secret, 'purpose', '{"d":"private"}');
    expect(unseal(secret, 'purpose', sealed)).toBe('{"d":"private"}');
    expect(seal(secret, 'purpose', '{"d":"private"}')).not.toBe(sealed);
  });

  it('refuses another secret, another purpose and an altered value', () => {
    const sealed = seal(secret, 'purpose', 'value');
    expect(() => unseal('y'.repeat(32), 'purpose', sealed)).toThrow();
    expect(() => unseal(secret, 'other', sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = `${iv}.${tag}.${(data ?? '').startsWith('A') ? 'B' : 'A'}${(data ?? '').slice(1)}`;
    expect(() => unseal(secret, 'purpose', flipped)).toThrow();
    expect(() => unseal(secret, 'purpose', 'garbage')).toThrow();
  });
});
