import { describe, expect, it } from 'vitest';
import { forgotUsernameForm } from './forms';

describe('forgotten-username form', () => {
  it('turns a typed card number into the request field, spaces dropped', () => {
    expect(forgotUsernameForm.parse({ kind: 'card_number', number: ' 5065 0000 0000 2002 ' })).toEqual({ card_number: '5065000000002002' });
  });

  it('turns a typed national register number into its 11 digits', () => {
    expect(forgotUsernameForm.parse({ kind: 'national_register_number', number: '90.05.17-123.31' })).toEqual({ national_register_number: '90051712331' });
  });

  it('checks the number with the rule of the chosen kind, under the input', () => {
    const issues = (value: { kind: 'card_number' | 'national_register_number'; number: string }) =>
      forgotUsernameForm.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ kind: 'card_number', number: '' })).toEqual([['number', 'required']]);
    expect(issues({ kind: 'card_number', number: '4065000000002002' })).toEqual([['number', 'card_number']]);
    // A valid national register number is not a card number, and the reverse.
    expect(issues({ kind: 'card_number', number: '90051712331' })).toEqual([['number', 'card_number']]);
    expect(issues({ kind: 'national_register_number', number: '90051712332' })).toEqual([['number', 'national_register_number']]);
    expect(issues({ kind: 'national_register_number', number: '5065000000002002' })).toEqual([['number', 'national_register_number']]);
  });
});
