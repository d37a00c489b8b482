import type { DashboardExtraTexts } from './en';

export const deDashboardExtra: DashboardExtraTexts = {
  dashboardExtra: {
    attention: {
      title: 'Bitte prüfen',
      mfaMissing: {
        title: 'Fügen Sie Ihrer Anmeldung einen zweiten Schritt hinzu',
        text: 'Nur Ihr Passwort schützt Ihr Konto. Mit einer Bestätigungsmethode reicht ein gestohlenes Passwort nicht aus, um hineinzukommen.',
        action: 'Bestätigungsmethode hinzufügen',
      },
      recoveryKeysLow: {
        title: 'Ihre Wiederherstellungs­schlüssel gehen zur Neige',
        text_one: 'Sie haben noch {{count}} unbenutzten Wiederherstellungs­schlüssel. Erstellen Sie neue, bevor Sie sie brauchen.',
        text_other: 'Sie haben noch {{count}} unbenutzte Wiederherstellungs­schlüssel. Erstellen Sie neue, bevor Sie sie brauchen.',
        none: 'Sie haben keine unbenutzten Wiederherstellungs­schlüssel mehr. Ohne sie können Sie sich nicht anmelden, wenn Sie Ihre Authenticator-App verlieren.',
        action: 'Neue Wiederherstellungs­schlüssel erstellen',
      },
      newDevice: {
        title: 'Ein neues Gerät hat sich angemeldet',
        text: '{{device}} hat sich am {{date}} zum ersten Mal angemeldet. Wenn Sie das nicht waren, melden Sie es ab und ändern Sie Ihr Passwort.',
        several: '{{count}} Geräte haben sich in den letzten 7 Tagen zum ersten Mal angemeldet. Wenn eines davon nicht Sie waren, melden Sie es ab und ändern Sie Ihr Passwort.',
        unknown: 'Ein unbekanntes Gerät',
        action: 'Ihre Geräte ansehen',
      },
    },
    mfaReminder: {
      title: 'Die Bestätigung in zwei Schritten wird am {{date}} Pflicht',
      text: 'Ab diesem Tag verlangt die Anmeldung einen zweiten Schritt: einen Code, der an Ihr Telefon oder Ihre E-Mail-Adresse gesendet wird. Richten Sie sie jetzt ein, es dauert zwei Minuten.',
      action: 'Jetzt einrichten',
      dismiss: 'Nächste Woche erinnern',
    },
    partners: {
      title: 'Partner-Websites',
      toggle: 'Zu einer Partner-Website',
      names: { clientarea: 'Kundenbereich', deals: 'Dealzz', fridom: 'Fridom', voucherholder: 'MyMonizze', myup: 'MyUp' },
    },
    activation: {
      open: 'Neue Karte aktivieren',
      heading: 'Neue Karte erhalten?',
      lead: 'Aktivieren Sie sie hier: Wir prüfen mit einem Code, dass sie Ihnen gehört, und verknüpfen sie dann mit diesem Konto.',
      title: 'Neue Karte aktivieren',
      intro: 'Geben Sie die Nummer Ihrer neuen Karte ein. Wir senden Ihnen dann einen Bestätigungscode, um zu prüfen, dass Sie es sind.',
      cardLabel: 'Kartennummer',
      cardHint: '16 Ziffern, beginnend mit 5065.',
      cardEnding: 'Karte mit Endziffern {{last4}}',
      sent: 'Wir haben einen Code an {{target}} gesendet. Er ist 10 Minuten gültig.',
      next: 'Weiter',
      cancel: 'Abbrechen',
    },
  },
};
