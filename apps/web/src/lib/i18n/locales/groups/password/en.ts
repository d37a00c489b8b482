/**
 * Texts of the password screens (change, weak-password replacement, strength meter).
 * English is the source; the other languages are typed against it (PasswordTexts).
 */
export const enPassword = {
  password: {
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm the new password',
    meter: { label: 'Strength', empty: 'not entered', weak: 'weak', fair: 'fair', good: 'good', strong: 'strong' },
    rules: {
      password_too_short_one: 'At least {{count}} character',
      password_too_short_other: 'At least {{count}} characters',
      password_no_letter_one: 'At least {{count}} letter',
      password_no_letter_other: 'At least {{count}} letters',
      password_no_digit_one: 'At least {{count}} number',
      password_no_digit_other: 'At least {{count}} numbers',
      password_no_special_one: 'At least {{count}} special character',
      password_no_special_other: 'At least {{count}} special characters',
      met: '(done)',
      notMet: '(missing)',
    },
    edit: {
      intro: 'Choose a password you use nowhere else.',
      othersSignedOut: 'Your other devices will be signed out; this one stays signed in.',
      submit: 'Change password',
      back: 'Back to the security settings',
      changed: 'Your password has been changed. Your other devices have been signed out.',
    },
    weak: {
      intro: 'Your password is too weak and must be replaced. Choose a new password you use nowhere else.',
      submit: 'Save and continue',
      backToLogin: 'Back to sign-in',
    },
  },
};
export type PasswordTexts = typeof enPassword;
