import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { codeHash, randomCode, randomToken, sameDigest, sha256 } from './tokens';

describe('secrets', () => {
  it('makes 256-bit base64url tokens', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
  });

  it('makes 8-digit codes, leading zeros included', () => {
    for (let i = 0; i < 200; i++) expect(randomCode()).toMatch(/^\d{8}$/);
  });

  it('binds a code hash to the secret and the attempt', () => {
    const hash = codeHash('secret', 'attempt-1', '12345678');
    expect(sameDigest(hash, codeHash('secret', 'attempt-1', '12345678'))).toBe(true);
    expect(sameDigest(hash, codeHash('secret', 'attempt-2', '12345678'))).toBe(false);
    expect(sameDigest(hash, codeHash('other', 'attempt-1', '12345678'))).toBe(false);
    expect(sameDigest(hash, sha256('x').slice(0, 10))).toBe(false);
  });

  it('hashes passwords with argon2id at m=19456, t=2, p=1', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'wrong')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
