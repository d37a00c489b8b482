import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchRecoveryKey, newRecoveryKeys, recoveryKeyHash } from './recovery-keys';

const secret = 'a-test-app-secret-of-at-least-32-characters';

describe('recovery keys', () => {
  it('makes 10 distinct keys of the unambiguous alphabet', () => {
    const keys = newRecoveryKeys();
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    for (const key of keys) expect(key).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it('matches a key typed in any case, with or without the dash', () => {
    const candidates = [
      { id: 1, key_hash: recoveryKeyHash(secret, 7, 'ABCDE-FGH23') },
      { id: 2, key_hash: recoveryKeyHash(secret, 7, 'ZZZZZ-ZZZZZ') },
    ];
    expect(matchRecoveryKey(secret, 7, candidates, 'zzzzzzzzzz')).toBe(2);
    expect(matchRecoveryKey(secret, 7, candidates, 'ABCDE-FGH23')).toBe(1);
    expect(matchRecoveryKey(secret, 7, candidates, 'abcdefgh23')).toBe(1);
    expect(matchRecoveryKey(secret, 7, candidates, 'AbCdE-fGh23')).toBe(1);
    expect(matchRecoveryKey(secret, 7, candidates, 'ABCDE-FGH24')).toBeNull();
    expect(matchRecoveryKey(secret, 7, [], 'ABCDE-FGH23')).toBeNull();
  });

  it('stores a keyed hash salted with the account: not a plain sha256, not the same for another account or secret', () => {
    const hash = recoveryKeyHash(secret, 7, 'ABCDE-FGH23');
    expect(hash).not.toBe(createHash('sha256').update('ABCDEFGH23').digest('hex'));
    expect(recoveryKeyHash(secret, 8, 'ABCDE-FGH23')).not.toBe(hash);
    expect(recoveryKeyHash(`${secret}-other`, 7, 'ABCDE-FGH23')).not.toBe(hash);
    expect(matchRecoveryKey(secret, 8, [{ id: 1, key_hash: hash }], 'ABCDE-FGH23')).toBeNull();
  });
});
