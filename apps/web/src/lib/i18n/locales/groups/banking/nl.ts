import type { BankingTexts } from './en';

export const nlBanking: BankingTexts = {
  banking: {
    title: 'Bankgegevens',
    intro: 'De rekening waarop partnerapps terugbetalingen storten.',
    iban: 'IBAN',
    country: 'Land',
    maskedNote: 'Voor je veiligheid tonen we alleen de laatste 4 tekens.',
    empty: 'Je hebt nog geen IBAN toegevoegd.',
    add: 'Een IBAN toevoegen',
    change: 'IBAN wijzigen',
    pendingTitle: 'Wijziging in afwachting',
    pending: 'Het nieuwe IBAN {{masked}} ({{country}}) gaat op {{date}} naar partnerapps. Tot dan krijgen ze het vorige.',
    cancelChange: 'Deze wijziging annuleren',
    updated: 'IBAN bijgewerkt',
    cancelled: 'De wijziging van het IBAN is geannuleerd.',
    updateFailed: 'Het IBAN kon niet worden bijgewerkt. Probeer het later opnieuw.',
    cancelFailed: 'De wijziging kon niet worden geannuleerd. Probeer het later opnieuw.',
    form: {
      title: 'Jouw IBAN',
      label: 'IBAN',
      hint: 'Bijvoorbeeld BE71 0961 2345 6769',
      delay: 'Voor je veiligheid krijgen partnerapps een nieuw IBAN pas na 72 uur. We laten het je weten per e-mail en sms, en tot dan kun je het hier annuleren.',
      save: 'Opslaan',
      cancel: 'Annuleren',
    },
  },
};
