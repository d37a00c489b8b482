import type { MergeTexts } from './en';

export const nlMerge: MergeTexts = {
  merge: {
    platform: {
      clientarea: 'Klantenzone',
      mymonizze: 'Werknemerszone',
      fridom: 'Fridom',
      default: 'Vouchersaccount',
    },
    kind: { email: 'E-mailadres', phone: 'Telefoonnummer' },
    offer: {
      intro: 'Een ander account gebruikt hetzelfde e-mailadres of telefoonnummer als jij. Dit zijn de overeenkomende gegevens:',
      introTarget: 'Een ander account gebruikt ook {{target}}. Dit zijn de overeenkomende gegevens:',
      explain: 'Zijn beide accounts van jou? Voeg ze dan samen: je houdt één account met je huidige wachtwoord voor al je e-mailadressen en telefoonnummers, en je ziet elk platform op je dashboard.',
      accept: 'Mijn accounts samenvoegen',
      decline: 'Dit is niet mijn account',
      declineHint: 'Als je weigert, wordt het gedeelde e-mailadres of telefoonnummer van het andere account verwijderd.',
      ignore: 'Nu niet',
    },
    proof: {
      title: 'Toon aan dat het andere account van jou is',
      intro: 'Geef het kaartnummer van het andere account in, of het wachtwoord dat je op het andere platform gebruikt.',
      legend: 'Hoe wil je het aantonen?',
      kind: { card: 'Met mijn kaartnummer', password: 'Met mijn wachtwoord op het andere platform' },
      cardNumber: 'Kaartnummer',
      cardHint: '16 cijfers die beginnen met 5065, zoals op je kaart gedrukt.',
      password: 'Wachtwoord van het andere platform',
      passwordHint: 'Het wachtwoord waarmee je aanmeldt op het andere platform, niet dat van dit account.',
      captcha: 'Te veel mislukte pogingen. Je browser voert eerst een korte controle uit voor je het opnieuw probeert.',
      submit: 'Doorgaan',
    },
    methods: {
      title: 'Waar mogen we de code naartoe sturen?',
      intro: 'We sturen een code van 8 cijfers naar een e-mailadres of telefoonnummer van het andere account.',
      none: 'Het andere account heeft geen e-mailadres of telefoonnummer om een code naar te sturen. Neem contact op met de klantendienst.',
    },
    code: { submit: 'De accounts samenvoegen' },
    rejected: {
      title: 'Accounts niet samengevoegd',
      text: 'Het gedeelde e-mailadres of telefoonnummer is van het andere account verwijderd.',
      told: 'We hebben de eigenaar van het andere account verwittigd. Je eigen account is niet gewijzigd.',
    },
    failed: {
      text: 'Er is een technische fout opgetreden bij het samenvoegen van de accounts.',
      later: 'Probeer het later opnieuw.',
      toPlatform: {
        clientarea: 'Naar de klantenzone',
        mymonizze: 'Naar de werknemerszone',
        fridom: 'Naar Fridom',
        default: 'Naar mijn account',
      },
    },
    success: {
      text: 'Je accounts zijn samengevoegd.',
      primaryEmail: 'Hoofd-e-mailadres',
      otherEmails: 'Andere e-mailadressen',
      primaryPhone: 'Hoofdtelefoonnummer',
      otherPhones: 'Andere telefoonnummers',
      none: 'Geen',
      password: 'Vanaf nu geldt je huidige wachtwoord voor al deze gegevens.',
      dashboard: 'Naar mijn dashboard',
    },
    mfa: {
      title: 'Nog één stap: beveilig je samengevoegde account',
      intro: 'Je samengevoegde account heeft deze verificatiemethoden nodig. Stel ze nu in; daarna zie je je samengevoegde gegevens.',
      setUp: 'Mijn verificatiemethoden instellen',
      later: 'Later',
    },
    back: 'Terug',
    continue: 'Doorgaan',
  },
};
