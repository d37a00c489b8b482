import type { AccountDeletionTexts } from './en';

export const deAccountDeletion: AccountDeletionTexts = {
  accountDeletion: {
    intro: 'Ihr Konto wird sofort geschlossen und nach 14 Tagen endgültig gelöscht. Lesen Sie, was das bedeutet, bevor Sie bestätigen.',
    cancel: 'Konto behalten',
    clientArea: {
      title: 'Bevor Sie gehen: der Kundenbereich',
      text: 'Mit Ihrem Konto melden Sie sich auch im Kundenbereich an. Wenn Sie es löschen, wird Ihr persönliches Konto hier gelöscht, der Kundenbereich behält jedoch die eigenen Unterlagen Ihres Unternehmens (Bestellungen, Rechnungen, Verträge und die von Ihrem Unternehmen verwalteten Personen), wie es der Vertrag Ihres Unternehmens mit uns verlangt.',
      contact: 'Um diese Unterlagen zu ändern oder löschen zu lassen, wenden Sie sich an den Administrator Ihres Unternehmens oder an unseren Kundendienst.',
      acknowledge: 'Ich verstehe, dass der Kundenbereich die Unterlagen meines Unternehmens behält',
      continue: 'Weiter',
    },
    what: {
      title: 'Was geschieht',
      closed: 'Ihr Konto wird sofort geschlossen: Sie werden überall abgemeldet, und niemand kann sich mehr damit anmelden.',
      apps: 'Partner-Apps, bei denen Sie sich angemeldet haben, verlieren ihren Zugriff, und ihre Sitzungen enden.',
      cards: 'Ihre Karten bleiben beim Herausgeber: Guthaben und Nutzung ändern sich nicht, sie sind nur nicht mehr mit diesem Konto verknüpft.',
      clientArea: 'Der Kundenbereich wird über die Schließung Ihres Kontos informiert.',
      erased: 'Nach {{days}} Tagen werden Ihr Konto und alle seine Inhalte endgültig gelöscht. Nur ein anonymes Protokoll der Sicherheitsereignisse bleibt erhalten.',
      restore: 'Bis dahin können Sie es wiederherstellen, mit dem Link in der E-Mail, die wir Ihnen senden, oder indem Sie sich mit Ihrem Passwort anmelden.',
    },
    confirm: {
      label: 'Geben Sie {{word}} ein, um zu bestätigen',
      hint: 'Groß- oder Kleinbuchstaben, wie Sie möchten.',
      submit: 'Mein Konto löschen',
    },
    done: {
      title: 'Ihr Konto ist geschlossen',
      erased: 'Es wird am {{date}} endgültig gelöscht.',
      erasedLater: 'Es wird in 14 Tagen endgültig gelöscht.',
      signedOut: 'Sie sind auf allen Geräten abgemeldet, und Partner-Apps haben keinen Zugriff mehr.',
      restore: 'Haben Sie es sich anders überlegt? Stellen Sie es bis dahin mit dem Link in unserer E-Mail wieder her, oder melden Sie sich mit Ihrem Passwort an.',
      signIn: 'Zur Anmeldung',
    },
    restorePage: {
      title: 'Konto wiederherstellen',
      intro: 'Ihr Konto ist geschlossen und wartet auf die Löschung. Stellen Sie es wieder her, um es zu behalten: Danach melden Sie sich wie bisher an.',
      confirm: 'Mein Konto wiederherstellen',
      busy: 'Ihr Konto wird wiederhergestellt…',
      doneTitle: 'Ihr Konto ist wiederhergestellt',
      done: 'Es wird nicht gelöscht. Melden Sie sich wie bisher an.',
      failedTitle: 'Das Konto konnte nicht wiederhergestellt werden',
      missingTitle: 'Dieser Link ist unvollständig',
      missing: 'Öffnen Sie den Link aus der E-Mail erneut, oder melden Sie sich mit Ihrem Passwort an, um Ihr Konto wiederherzustellen.',
      signIn: 'Zur Anmeldung',
    },
  },
};
