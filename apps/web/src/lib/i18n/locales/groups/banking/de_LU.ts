import type { BankingTexts } from './en';

export const deBanking: BankingTexts = {
  banking: {
    title: 'Bankverbindung',
    intro: 'Das Konto, auf das Partner-Apps Erstattungen überweisen.',
    iban: 'IBAN',
    country: 'Land',
    maskedNote: 'Zu Ihrer Sicherheit werden nur die letzten 4 Zeichen angezeigt.',
    empty: 'Sie haben noch keine IBAN hinzugefügt.',
    add: 'IBAN hinzufügen',
    change: 'IBAN ändern',
    pendingTitle: 'Ausstehende Änderung',
    pending: 'Die neue IBAN {{masked}} ({{country}}) geht am {{date}} an Partner-Apps. Bis dahin erhalten sie die bisherige.',
    cancelChange: 'Diese Änderung stornieren',
    updated: 'IBAN aktualisiert',
    cancelled: 'Die Änderung der IBAN wurde storniert.',
    updateFailed: 'Die IBAN konnte nicht aktualisiert werden. Versuchen Sie es später erneut.',
    cancelFailed: 'Die Änderung konnte nicht storniert werden. Versuchen Sie es später erneut.',
    form: {
      title: 'Ihre IBAN',
      label: 'IBAN',
      hint: 'Zum Beispiel BE71 0961 2345 6769',
      delay: 'Zu Ihrer Sicherheit erhalten Partner-Apps eine neue IBAN erst nach 72 Stunden. Wir informieren Sie per E-Mail und SMS, und bis dahin können Sie sie hier stornieren.',
      save: 'Speichern',
      cancel: 'Abbrechen',
    },
  },
};
