import { describe, expect, it } from 'vitest';
import { cardLast4, cardNumberDigest, nationalRegisterNumberDigest } from './identity-digest';

const secret = 'x'.repeat(32);

describe('identity digests', () => {
  it('are deterministic over the digits only, so a look-up by a typed number finds the stored one', () => {
    expect(cardNumberDigest(secret, '5065 0000-0000 1001')).toBe(cardNumberDigest(secret, '5065000000001001'));
    expect(nationalRegisterNumberDigest(secret, '80.01.15-123.47')).toBe(nationalRegisterNumberDigest(secret, '80011512347'));
    expect(cardNumberDigest(secret, '5065000000001001')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differ per APP_SECRET and per kind of number', () => {
    expect(cardNumberDigest('y'.repeat(32), '5065000000001001')).not.toBe(cardNumberDigest(secret, '5065000000001001'));
    expect(nationalRegisterNumberDigest(secret, '80011512347')).not.toBe(cardNumberDigest(secret, '80011512347'));
  });

  it('leave the last four digits as all a screen shows of a card', () => {
    expect(cardLast4('5065 0000 0000 1001')).toBe('1001');
  });
});
