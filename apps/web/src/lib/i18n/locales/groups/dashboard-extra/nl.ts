import type { DashboardExtraTexts } from './en';

export const nlDashboardExtra: DashboardExtraTexts = {
  dashboardExtra: {
    attention: {
      title: 'Even nakijken',
      mfaMissing: {
        title: 'Voeg een tweede stap toe aan je aanmelding',
        text: 'Alleen je wachtwoord beschermt je account. Met een verificatiemethode volstaat een gestolen wachtwoord niet om binnen te geraken.',
        action: 'Verificatiemethode toevoegen',
      },
      recoveryKeysLow: {
        title: 'Je herstelsleutels raken op',
        text_one: 'Je hebt nog {{count}} ongebruikte herstelsleutel. Maak nieuwe aan voor je ze nodig hebt.',
        text_other: 'Je hebt nog {{count}} ongebruikte herstelsleutels. Maak nieuwe aan voor je ze nodig hebt.',
        none: 'Je hebt geen ongebruikte herstelsleutels meer. Zonder sleutels kun je niet aanmelden als je je authenticator-app verliest.',
        action: 'Nieuwe herstelsleutels aanmaken',
      },
      newDevice: {
        title: 'Er heeft een nieuw toestel aangemeld',
        text: '{{device}} heeft op {{date}} voor het eerst aangemeld. Was jij het niet? Meld het toestel af en wijzig je wachtwoord.',
        several: '{{count}} toestellen hebben de voorbije 7 dagen voor het eerst aangemeld. Was een ervan niet van jou? Meld het af en wijzig je wachtwoord.',
        unknown: 'Een onbekend toestel',
        action: 'Je toestellen bekijken',
      },
    },
    mfaReminder: {
      title: 'Verificatie in twee stappen wordt verplicht op {{date}}',
      text: 'Vanaf die dag vraagt aanmelden een tweede stap: een code die naar je telefoon of e-mailadres wordt gestuurd. Stel het nu in, het duurt twee minuten.',
      action: 'Nu instellen',
      dismiss: 'Herinner me volgende week',
    },
    partners: {
      title: 'Partnerwebsites',
      toggle: 'Naar een partnerwebsite',
      names: { clientarea: 'Klantenzone', deals: 'Dealzz', fridom: 'Fridom', voucherholder: 'MyMonizze', myup: 'MyUp' },
    },
    activation: {
      open: 'Een nieuwe kaart activeren',
      heading: 'Een nieuwe kaart ontvangen?',
      lead: 'Activeer ze hier: we bevestigen met een code dat ze van jou is en koppelen ze dan aan dit account.',
      title: 'Een nieuwe kaart activeren',
      intro: 'Vul het nummer van je nieuwe kaart in. We sturen je daarna een verificatiecode om te bevestigen dat jij het bent.',
      cardLabel: 'Kaartnummer',
      cardHint: '16 cijfers, beginnend met 5065.',
      cardEnding: 'Kaart eindigend op {{last4}}',
      sent: 'We hebben een code gestuurd naar {{target}}. Ze is 10 minuten geldig.',
      next: 'Volgende',
      cancel: 'Annuleren',
    },
  },
};
