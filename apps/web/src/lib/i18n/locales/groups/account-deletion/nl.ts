import type { AccountDeletionTexts } from './en';

export const nlAccountDeletion: AccountDeletionTexts = {
  accountDeletion: {
    intro: 'Je account wordt meteen gesloten en na 14 dagen definitief gewist. Lees wat dat betekent voor je bevestigt.',
    cancel: 'Mijn account houden',
    clientArea: {
      title: 'Voor je gaat: de klantenzone',
      text: 'Met je account meld je je ook aan in de klantenzone. Als je het verwijdert, wordt je persoonlijke account hier gewist, maar de klantenzone bewaart de eigen gegevens van je bedrijf (bestellingen, facturen, contracten en de personen die je bedrijf beheert), zoals het contract van je bedrijf met ons vereist.',
      contact: 'Wil je die gegevens wijzigen of laten verwijderen? Neem contact op met de beheerder van je bedrijf of met onze klantendienst.',
      acknowledge: 'Ik begrijp dat de klantenzone de gegevens van mijn bedrijf bewaart',
      continue: 'Verder',
    },
    what: {
      title: 'Wat er gebeurt',
      closed: 'Je account wordt meteen gesloten: je wordt overal afgemeld en niemand kan zich er nog mee aanmelden.',
      apps: 'Partnerapps waarin je je aanmeldde, verliezen hun toegang en hun sessies eindigen.',
      cards: 'Je kaarten blijven bij hun uitgever: hun saldo en gebruik veranderen niet, ze zijn alleen niet meer aan dit account gekoppeld.',
      clientArea: 'De klantenzone krijgt te horen dat je account gesloten is.',
      erased: 'Na {{days}} dagen worden je account en alles erin definitief gewist. Alleen een anoniem overzicht van beveiligingsgebeurtenissen blijft bewaard.',
      restore: 'Tot dan kun je het herstellen, met de link in de e-mail die we je sturen of door je aan te melden met je wachtwoord.',
    },
    confirm: {
      label: 'Typ {{word}} om te bevestigen',
      hint: 'Hoofdletters of kleine letters, zoals je wilt.',
      submit: 'Mijn account verwijderen',
    },
    done: {
      title: 'Je account is gesloten',
      erased: 'Het wordt definitief gewist op {{date}}.',
      erasedLater: 'Het wordt over 14 dagen definitief gewist.',
      signedOut: 'Je bent op elk toestel afgemeld en partnerapps hebben geen toegang meer.',
      restore: 'Van gedachten veranderd? Herstel het tot dan met de link in de e-mail die we je stuurden, of meld je aan met je wachtwoord.',
      signIn: 'Naar aanmelden',
    },
    restorePage: {
      title: 'Je account herstellen',
      intro: 'Je account is gesloten en wacht om gewist te worden. Herstel het om het te houden: daarna meld je je aan zoals voorheen.',
      confirm: 'Mijn account herstellen',
      busy: 'Je account wordt hersteld…',
      doneTitle: 'Je account is hersteld',
      done: 'Het wordt niet gewist. Meld je aan zoals voorheen.',
      failedTitle: 'Het account kon niet hersteld worden',
      missingTitle: 'Deze link is onvolledig',
      missing: 'Open de link uit de e-mail opnieuw, of meld je aan met je wachtwoord om je account te herstellen.',
      signIn: 'Naar aanmelden',
    },
  },
};
