import type { Texts } from '../../../textTypes';

/**
 * Texts of the profile screens (overview, edit info, contact details). English is the source; the
 * other languages are typed against it (ProfileTexts).
 */
export const enProfile = {
  profile: {
    intro: 'Your personal details, how we reach you and where we pay you.',
    personal: 'Personal information',
    contact: 'Contact information',
    firstname: 'First name',
    lastname: 'Last name',
    birthdate: 'Date of birth',
    gender: 'Gender',
    language: 'Language',
    notGiven: 'Not given',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    editInfo: 'Edit personal information',
    manageContacts: 'Manage e-mail addresses and phone numbers',
    emails: 'E-mail addresses',
    phones: 'Phone numbers',
    primary: 'Primary',
    secondary: 'Secondary',
    unverified: 'Not verified',
    saved: 'Your personal information was updated.',
    save: 'Save',
    cancel: 'Cancel',
  },
  contacts: {
    intro: 'You sign in with these e-mail addresses and phone numbers. Your primary ones also receive our messages.',
    addEmail: 'Add an e-mail address',
    addPhone: 'Add a phone number',
    newEmail: 'New e-mail address',
    newPhone: 'Mobile number',
    country: 'Country',
    sendCode: 'Send a code',
    codeSent: 'We sent an 8-digit code to {{target}}. Enter it to add it to your account.',
    code: 'Verification code',
    confirm: 'Confirm',
    resend: 'Send a new code',
    resendIn: 'Send a new code in {{seconds}} s',
    cancel: 'Cancel',
    makePrimary: 'Make primary',
    delete: 'Delete',
    cannotDeletePrimary: 'The primary one cannot be deleted: make another one primary first.',
    cannotDeleteLast: 'You need at least one. Add another before deleting this one.',
    switchNeedsMfa: 'To make this primary, turn on two-step verification for it in Security.',
    goToSecurity: 'Go to Security',
    toasts: {
      added: 'Your e-mail address or phone number was updated.',
      deleted: 'Your e-mail address or phone number was deleted.',
      primary: 'Your e-mail address or phone number was made primary.',
    },
    duplicateHint: 'It belongs to another account. You can merge the two accounts.',
  },
  microsoft: {
    title: 'Sign-in with Microsoft',
    linked: 'You can sign in with this Microsoft account instead of your e-mail address or phone number and password.',
    account: 'Microsoft account',
    notLinked: 'Your account is not linked to a Microsoft account.',
    unlink: 'Unlink Microsoft account',
    confirmTitle: 'Unlink your Microsoft account?',
    confirmText: 'Signing in with Microsoft ({{email}}) will no longer reach this account. You will sign in with your e-mail address or phone number and your password.',
    confirmAction: 'Unlink',
    unlinked: 'Your account is no longer linked to your Microsoft account.',
  },
  duplicated: {
    intro: 'The e-mail address or phone number you entered already belongs to another account.',
    target: 'Address or number: {{target}}',
    back: 'Back to my profile',
  },
};

export type ProfileTexts = Texts<typeof enProfile>;
