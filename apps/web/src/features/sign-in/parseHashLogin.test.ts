import { describe, expect, it } from 'vitest';
import { parseHashLogin } from './parseHashLogin';

describe('parseHashLogin', () => {
  it('reads the token, payload and open-app flag', () => {
    expect(parseHashLogin('#token=abc.DEF_1:payload=p%3D1:isOriginApp=true')).toEqual({
      token: 'abc.DEF_1',
      payload: 'p=1',
      isOriginApp: true,
    });
  });

  it('accepts the pairs in any order and without the optional ones', () => {
    expect(parseHashLogin('#isOriginApp=false:token=t')).toEqual({ token: 't', payload: null, isOriginApp: false });
  });

  it('ignores hashes without a token', () => {
    expect(parseHashLogin('')).toBeNull();
    expect(parseHashLogin('#main')).toBeNull();
    expect(parseHashLogin('#payload=x')).toBeNull();
    expect(parseHashLogin('#token=')).toBeNull();
  });
});
