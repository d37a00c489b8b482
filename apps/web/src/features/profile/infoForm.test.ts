import { describe, expect, it } from 'vitest';
import { infoFormSchema, toProfileUpdate } from './infoForm';

const valid = { firstname: ' Ivo ', lastname: 'Info', birthdate: '1975-11-30', gender: 'male', language: 'en' } as const;

describe('the edit-info form', () => {
  it('trims names and sends empty birthdate and gender as not given', () => {
    const parsed = infoFormSchema.parse({ ...valid, birthdate: '', gender: '' });
    expect(toProfileUpdate(parsed)).toEqual({ firstname: 'Ivo', lastname: 'Info', birthdate: null, gender: null, language: 'en' });
  });

  it('requires both names', () => {
    const result = infoFormSchema.safeParse({ ...valid, firstname: '   ', lastname: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['firstname', 'required'], ['lastname', 'required']]);
  });

  it('refuses a birthdate in the future or that does not exist', () => {
    for (const birthdate of ['2999-01-01', '1990-02-30', '1850-01-01']) {
      expect(infoFormSchema.safeParse({ ...valid, birthdate }).error?.issues[0]?.message).toBe('invalid');
    }
  });
});
