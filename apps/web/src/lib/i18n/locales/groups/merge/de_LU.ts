import type { MergeTexts } from './en';

export const deMerge: MergeTexts = {
  merge: {
    platform: {
      clientarea: 'Kundenbereich',
      mymonizze: 'Mitarbeiterbereich',
      fridom: 'Fridom',
      default: 'Gutscheinkonto',
    },
    kind: { email: 'E-Mail-Adresse', phone: 'Telefonnummer' },
    offer: {
      intro: 'Ein anderes Konto verwendet dieselbe E-Mail-Adresse oder Telefonnummer wie Sie. Das sind seine übereinstimmenden Angaben:',
      introTarget: 'Ein anderes Konto verwendet ebenfalls {{target}}. Das sind seine übereinstimmenden Angaben:',
      explain: 'Wenn beide Konten Ihnen gehören, führen Sie sie zusammen: Sie behalten ein Konto mit Ihrem aktuellen Passwort für alle Ihre E-Mail-Adressen und Telefonnummern und sehen jede Plattform auf Ihrem Dashboard.',
      accept: 'Meine Konten zusammenführen',
      decline: 'Das ist nicht mein Konto',
      declineHint: 'Wenn Sie ablehnen, wird die gemeinsame E-Mail-Adresse oder Telefonnummer aus dem anderen Konto entfernt.',
      ignore: 'Vorerst ignorieren',
    },
    proof: {
      title: 'Zeigen Sie, dass das andere Konto Ihnen gehört',
      intro: 'Geben Sie die Kartennummer des anderen Kontos ein oder das Passwort, das Sie auf der anderen Plattform verwenden.',
      legend: 'Wie möchten Sie es nachweisen?',
      kind: { card: 'Mit meiner Kartennummer', password: 'Mit meinem Passwort auf der anderen Plattform' },
      cardNumber: 'Kartennummer',
      cardHint: '16 Ziffern, beginnend mit 5065, wie auf Ihrer Karte aufgedruckt.',
      password: 'Passwort der anderen Plattform',
      passwordHint: 'Das Passwort, mit dem Sie sich auf der anderen Plattform anmelden, nicht das dieses Kontos.',
      captcha: 'Zu viele fehlgeschlagene Versuche. Ihr Browser führt eine kurze Prüfung durch, bevor Sie es erneut versuchen.',
      submit: 'Weiter',
    },
    methods: {
      title: 'Wohin sollen wir den Code senden?',
      intro: 'Wir senden einen 8-stelligen Code an eine E-Mail-Adresse oder Telefonnummer des anderen Kontos.',
      none: 'Das andere Konto hat keine E-Mail-Adresse und keine Telefonnummer, an die ein Code gesendet werden kann. Bitte wenden Sie sich an den Support.',
    },
    code: { submit: 'Konten zusammenführen' },
    rejected: {
      title: 'Konten nicht zusammengeführt',
      text: 'Die gemeinsame E-Mail-Adresse oder Telefonnummer wurde aus dem anderen Konto entfernt.',
      told: 'Wir haben den Inhaber des anderen Kontos informiert. Ihr Konto ist unverändert.',
    },
    failed: {
      text: 'Beim Zusammenführen der Konten ist ein technischer Fehler aufgetreten.',
      later: 'Bitte versuchen Sie es später erneut.',
      toPlatform: {
        clientarea: 'Zum Kundenbereich',
        mymonizze: 'Zum Mitarbeiterbereich',
        fridom: 'Zu Fridom',
        default: 'Zu meinem Konto',
      },
    },
    success: {
      text: 'Ihre Konten wurden zusammengeführt.',
      primaryEmail: 'Haupt-E-Mail-Adresse',
      otherEmails: 'Weitere E-Mail-Adressen',
      primaryPhone: 'Haupttelefonnummer',
      otherPhones: 'Weitere Telefonnummern',
      none: 'Keine',
      password: 'Ab jetzt gilt Ihr aktuelles Passwort für alle diese Angaben.',
      dashboard: 'Zu meinem Dashboard',
    },
    mfa: {
      title: 'Noch ein Schritt: Schützen Sie Ihr zusammengeführtes Konto',
      intro: 'Ihr zusammengeführtes Konto benötigt diese Verifizierungsmethoden. Richten Sie sie jetzt ein; danach sehen Sie Ihre zusammengeführten Angaben.',
      setUp: 'Meine Verifizierungsmethoden einrichten',
      later: 'Später',
    },
    back: 'Zurück',
    continue: 'Weiter',
  },
};
