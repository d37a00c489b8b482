/**
 * What an empty field says (`emptyField.<field>`), in place of the contract's `required`: the field
 * it is and what to do, never "invalid". English is the source; the other languages are typed against it.
 */
export const enEmptyFields = {
  email: 'Enter your e-mail address.',
  phone: 'Enter your phone number.',
  username: 'Enter your e-mail address or phone number.',
  card: 'Enter your card number.',
  nationalRegisterNumber: 'Enter your national register number.',
  invitationCode: 'Enter your invitation code.',
  code: 'Enter the code.',
  iban: 'Enter your IBAN.',
  passkeyName: 'Give the passkey a name.',
  firstname: 'Enter your first name.',
  lastname: 'Enter your last name.',
};

export type EmptyField = keyof typeof enEmptyFields;
export type EmptyFieldTexts = Record<EmptyField, string>;
