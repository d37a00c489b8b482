import type { ForgotUsernameTexts } from './en';

export const nlForgotUsername: ForgotUsernameTexts = {
  forgotUsername: {
    intro: 'Geef het nummer van je kaart of je rijksregisternummer in. We tonen de e-mailadressen en telefoonnummers waarmee je kunt aanmelden.',
    kindLegend: 'Mijn gebruikersnaam zoeken met',
    kind: {
      card_number: 'Kaartnummer',
      national_register_number: 'Rijksregisternummer',
    },
    numberLabel: {
      card_number: 'Je kaartnummer',
      national_register_number: 'Je rijksregisternummer',
    },
    cardHint: '16 cijfers die beginnen met 5065, zoals op je kaart gedrukt.',
    nrnHint: '11 cijfers, zoals op de achterkant van je identiteitskaart (bijvoorbeeld 75.01.01-001.96).',
    captchaIntro: 'Om deze zoekopdracht te beschermen, voert je browser een korte controle uit.',
    submit: 'Mijn gebruikersnaam zoeken',
    backToLogin: 'Terug naar aanmelden',
    found_one: 'Je kunt aanmelden met deze gebruikersnaam:',
    found_other: 'Je kunt aanmelden met een van deze gebruikersnamen:',
    usernameKind: { email: 'E-mailadres', phone: 'Telefoonnummer' },
    logIn: 'Aanmelden',
    searchAgain: 'Zoeken met een ander nummer',
    noneFound: 'Geen gebruikersnaam gevonden voor dit kaart- of rijksregisternummer',
    noneFoundHelp: 'Controleer het nummer en probeer opnieuw. Heb je nog geen account, dan kun je er een aanmaken vanaf de aanmeldpagina.',
    tryAgain: 'Opnieuw proberen',
  },
};
