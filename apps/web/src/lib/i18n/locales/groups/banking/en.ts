import type { Texts } from '../../../textTypes';

/** Texts of the banking section of the profile. English is the source; the others are typed against it. */
export const enBanking = {
  banking: {
    title: 'Banking information',
    intro: 'The account partner apps pay reimbursements into.',
    iban: 'IBAN',
    country: 'Country',
    maskedNote: 'For your safety, only the last 4 characters are shown.',
    empty: 'You have not added an IBAN yet.',
    add: 'Add an IBAN',
    change: 'Change IBAN',
    pendingTitle: 'Change waiting',
    pending: 'New IBAN {{masked}} ({{country}}) reaches partner apps on {{date}}. Until then they keep the previous one.',
    cancelChange: 'Cancel this change',
    updated: 'IBAN updated',
    cancelled: 'The IBAN change was cancelled.',
    updateFailed: "IBAN couldn't be updated. Try again later.",
    cancelFailed: "The change couldn't be cancelled. Try again later.",
    form: {
      title: 'Your IBAN',
      label: 'IBAN',
      hint: 'For example BE71 0961 2345 6769',
      delay: 'For your safety, partner apps receive a new IBAN after 72 hours. We let you know by e-mail and SMS, and you can cancel it here until then.',
      save: 'Save',
      cancel: 'Cancel',
    },
  },
};

/** Every locale gives exactly these texts. */
export type BankingTexts = Texts<typeof enBanking>;
