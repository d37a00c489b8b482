import type { RecoveryTexts } from './en';

export const nlRecovery: RecoveryTexts = {
  recovery: {
    lostAll: 'Ik heb geen toegang meer tot al mijn methoden',
    identify: {
      intro: 'Ben je elke manier kwijt om te bevestigen dat jij het bent, en misschien ook je wachtwoord? Herstel je account in een paar stappen. Begin met het e-mailadres of telefoonnummer waarmee je aanmeldt.',
      username: 'E-mailadres of telefoonnummer',
      usernameHint: 'Een telefoonnummer met landcode, bijvoorbeeld +32 470 12 34 56.',
      captcha: 'Je browser lost eerst een korte controle op, zodat niemand massaal adressen kan uitproberen.',
      waiting: 'Je browser wordt gecontroleerd…',
      submit: 'Verder',
      backToLogin: 'Terug naar aanmelden',
    },
    options: {
      intro: 'Hoe kun je aantonen dat het account van jou is? Kies de eerste mogelijkheid die voor jou geldt.',
      key: { title: 'Ik heb een herstelsleutel', text: 'Een van de sleutels die je bewaarde toen je je authenticator-app instelde.' },
      card: { title: 'Ik heb mijn kaart en mijn rijksregisternummer', text: 'Het nummer van 16 cijfers op je kaart en het nummer van 11 cijfers op je Belgische identiteitskaart.' },
      request: { title: 'Ik heb geen van beide', text: 'Vraag een herstel aan dat 72 uur duurt. Elk e-mailadres en telefoonnummer van het account wordt verwittigd en kan het annuleren.' },
      restart: 'Een ander e-mailadres of telefoonnummer gebruiken',
    },
    key: {
      intro: 'Geef een van je ongebruikte herstelsleutels in en kies een nieuw wachtwoord. Daarna werkt de sleutel niet meer.',
      label: 'Herstelsleutel',
      hint: 'Bijvoorbeeld ABCDE-FGHJK.',
    },
    card: {
      intro: 'Geef je kaartnummer en je rijksregisternummer in en kies dan een nieuw wachtwoord. Beide moeten bij het account horen.',
      cardNumber: 'Kaartnummer',
      cardHint: '16 cijfers, beginnend met 5065.',
      nationalRegisterNumber: 'Rijksregisternummer',
      nrnHint: '11 cijfers, bijvoorbeeld 85.07.30-033.28.',
    },
    request: {
      intro: 'Zonder herstelsleutel of kaart kunnen we je account toch herstellen, na een wachttijd die je beschermt tegen iemand die zich voor jou uitgeeft.',
      steps: {
        tell: 'We verwittigen meteen elk e-mailadres en telefoonnummer van het account. Wie ze leest, kan het verzoek met één klik annuleren.',
        wait: 'Na 72 uur zonder annulering kom je hier terug en kies je een nieuw wachtwoord.',
        code: 'Je krijgt een verzoekcode. Die wordt één keer getoond en in deze browser bewaard: schrijf hem op als je misschien op een ander toestel terugkomt.',
      },
      submit: 'Herstel over 72 uur aanvragen',
    },
    wait: {
      codeTitle: 'Je verzoekcode',
      codeIntro: 'Schrijf hem nu op: hij wordt maar één keer getoond. Deze browser onthoudt hem ook voor je.',
      copy: 'Code kopiëren',
      copied: 'Code gekopieerd.',
      pending: 'Je verzoek wacht. Vanaf {{date}} kun je een nieuw wachtwoord kiezen, tenzij iemand het annuleert vanaf een van de e-mailadressen of telefoonnummers van het account.',
      ready: 'De wachttijd is voorbij. Kies een nieuw wachtwoord om je account te herstellen.',
      cancelledHint: 'Een verzoek dat vanaf een e-mailadres of telefoonnummer van het account werd geannuleerd, werkt niet meer.',
      enterCode: 'Geef de verzoekcode in die je kreeg toen je het herstel aanvroeg.',
      codeLabel: 'Verzoekcode',
      useCode: 'Verder',
      forget: 'Dit verzoek vergeten',
    },
    cancel: {
      busy: 'Het herstelverzoek wordt geannuleerd…',
      doneTitle: 'Herstelverzoek geannuleerd',
      done: 'Niemand kan dit verzoek nog gebruiken. Heb jij het niet aangevraagd, dan blijft je account veilig; misschien wil je je wachtwoord wijzigen.',
      failedTitle: 'Deze link werkt niet meer',
      missingTitle: 'Niets te annuleren',
      missing: 'Deze pagina opent vanuit de link in ons bericht over een herstelverzoek.',
      signIn: 'Aanmelden',
    },
    expired: {
      title: 'Dit herstel is verlopen',
      text: 'Voor je veiligheid moet een herstel binnen 30 minuten klaar zijn, op het toestel waar het begon. Begin opnieuw.',
      restart: 'Opnieuw beginnen',
    },
    submit: 'Mijn account herstellen',
    back: 'Een andere manier kiezen',
  },
};

