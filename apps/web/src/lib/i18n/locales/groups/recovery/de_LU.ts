import type { RecoveryTexts } from './en';

export const deRecovery: RecoveryTexts = {
  recovery: {
    lostAll: 'Ich habe keinen Zugang mehr zu meinen Methoden',
    identify: {
      intro: 'Haben Sie jede Möglichkeit verloren, sich zu bestätigen, und vielleicht auch Ihr Passwort? Stellen Sie Ihr Konto in wenigen Schritten wieder her. Beginnen Sie mit der E-Mail-Adresse oder Telefonnummer, mit der Sie sich anmelden.',
      username: 'E-Mail-Adresse oder Telefonnummer',
      usernameHint: 'Eine Telefonnummer mit Ländervorwahl, zum Beispiel +352 621 123 456.',
      captcha: 'Ihr Browser löst zuerst eine kurze Prüfung, damit niemand massenhaft Adressen ausprobieren kann.',
      waiting: 'Ihr Browser wird geprüft…',
      submit: 'Weiter',
      backToLogin: 'Zurück zur Anmeldung',
    },
    options: {
      intro: 'Wie können Sie zeigen, dass das Konto Ihnen gehört? Wählen Sie die erste Möglichkeit, die auf Sie zutrifft.',
      key: { title: 'Ich habe einen Wiederherstellungsschlüssel', text: 'Einer der Schlüssel, die Sie beim Einrichten Ihrer Authenticator-App gespeichert haben.' },
      card: { title: 'Ich habe meine Karte und meine Nationalregisternummer', text: 'Die 16-stellige Nummer Ihrer Karte und die 11-stellige Nummer Ihres belgischen Personalausweises.' },
      request: { title: 'Ich habe nichts davon', text: 'Beantragen Sie eine Wiederherstellung, die 72 Stunden dauert. Jede E-Mail-Adresse und Telefonnummer des Kontos wird informiert und kann sie stornieren.' },
      restart: 'Eine andere E-Mail-Adresse oder Telefonnummer verwenden',
    },
    key: {
      intro: 'Geben Sie einen Ihrer unbenutzten Wiederherstellungsschlüssel ein und wählen Sie ein neues Passwort. Danach funktioniert der Schlüssel nicht mehr.',
      label: 'Wiederherstellungsschlüssel',
      hint: 'Zum Beispiel ABCDE-FGHJK.',
    },
    card: {
      intro: 'Geben Sie Ihre Kartennummer und Ihre Nationalregisternummer ein und wählen Sie dann ein neues Passwort. Beide müssen zum Konto passen.',
      cardNumber: 'Kartennummer',
      cardHint: '16 Ziffern, beginnend mit 5065.',
      nationalRegisterNumber: 'Nationalregisternummer',
      nrnHint: '11 Ziffern, zum Beispiel 85.07.30-033.28.',
    },
    request: {
      intro: 'Ohne Wiederherstellungsschlüssel oder Karte können wir Ihr Konto trotzdem wiederherstellen, nach einer Wartezeit, die Sie vor jemandem schützt, der sich als Sie ausgibt.',
      steps: {
        tell: 'Wir informieren sofort jede E-Mail-Adresse und Telefonnummer des Kontos. Wer sie liest, kann den Antrag mit einem Klick stornieren.',
        wait: 'Nach 72 Stunden ohne Stornierung kommen Sie hierher zurück und wählen ein neues Passwort.',
        code: 'Sie erhalten einen Antragscode. Er wird einmal angezeigt und in diesem Browser gespeichert: Notieren Sie ihn, falls Sie auf einem anderen Gerät zurückkommen.',
      },
      submit: 'Wiederherstellung in 72 Stunden beantragen',
    },
    wait: {
      codeTitle: 'Ihr Antragscode',
      codeIntro: 'Notieren Sie ihn jetzt: Er wird nur dieses eine Mal angezeigt. Dieser Browser merkt ihn sich ebenfalls.',
      copy: 'Code kopieren',
      copied: 'Code kopiert.',
      pending: 'Ihr Antrag wartet. Ab {{date}} können Sie ein neues Passwort wählen, sofern ihn niemand über eine E-Mail-Adresse oder Telefonnummer des Kontos storniert.',
      ready: 'Die Wartezeit ist vorbei. Wählen Sie ein neues Passwort, um Ihr Konto wiederherzustellen.',
      cancelledHint: 'Ein Antrag, der über eine E-Mail-Adresse oder Telefonnummer des Kontos storniert wurde, funktioniert nicht mehr.',
      enterCode: 'Geben Sie den Antragscode ein, den Sie bei der Beantragung erhalten haben.',
      codeLabel: 'Antragscode',
      useCode: 'Weiter',
      forget: 'Diesen Antrag vergessen',
    },
    cancel: {
      busy: 'Der Wiederherstellungsantrag wird storniert…',
      doneTitle: 'Wiederherstellungsantrag storniert',
      done: 'Niemand kann diesen Antrag mehr verwenden. Wenn Sie ihn nicht gestellt haben, bleibt Ihr Konto sicher; ändern Sie gegebenenfalls Ihr Passwort.',
      failedTitle: 'Dieser Link funktioniert nicht mehr',
      missingTitle: 'Nichts zu stornieren',
      missing: 'Diese Seite öffnet sich über den Link in unserer Nachricht zu einem Wiederherstellungsantrag.',
      signIn: 'Anmelden',
    },
    expired: {
      title: 'Diese Wiederherstellung ist abgelaufen',
      text: 'Zu Ihrer Sicherheit muss eine Wiederherstellung innerhalb von 30 Minuten auf dem Gerät abgeschlossen werden, auf dem sie begonnen hat. Bitte beginnen Sie erneut.',
      restart: 'Erneut beginnen',
    },
    submit: 'Mein Konto wiederherstellen',
    back: 'Einen anderen Weg wählen',
  },
};

