import { describe, expect, it } from 'vitest';
import { matchRecoveryKey, newRecoveryKeys, recoveryKeyHash } from './recovery-keys';

describe('recovery keys', () => {
  it('makes 10 distinct keys of the unambiguous alphabet', () => {
    const keys = newRecoveryKeys();
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    for (const key of keys) expect(key).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it('matches a key typed in lower case or without the dash', () => {
    const candidates = [
      { id: 1, key_hash: recoveryKeyHash('ABCDE-FGH23') },
      { id: 2, key_hash: recoveryKeyHash('ZZZZZ-ZZZZZ') },
    ];
    expect(matchRecoveryKey(candidates, 'zzzzzzzzzz')).toBe(2);
    expect(matchRecoveryKey(candidates, 'ABCDE-FGH23')).toBe(1);
    expect(matchRecoveryKey(candidates, 'ABCDE-FGH24')).toBeNull();
    expect(matchRecoveryKey([], 'ABCDE-FGH23')).toBeNull();
  });
});
