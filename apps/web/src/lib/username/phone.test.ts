import { describe, expect, it } from 'vitest';
import { composePhone } from './phone';

describe('composePhone', () => {
  it('joins the country code and the national number', () => {
    expect(composePhone('+32', '470 12 34 56')).toBe('+32470123456');
    expect(composePhone('+352', '621 123 456')).toBe('+352621123456');
  });

  it('drops the trunk 0 of a national number', () => {
    expect(composePhone('+32', '0470/12.34.56')).toBe('+32470123456');
  });

  it('keeps a number typed in international form', () => {
    expect(composePhone('+32', '+352 621 123 456')).toBe('+352621123456');
    expect(composePhone('+32', '0033 6 12 34 56 78')).toBe('+33612345678');
  });
});
