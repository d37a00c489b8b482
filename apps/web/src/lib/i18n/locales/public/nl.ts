import type { PublicTexts } from './en';

export const nlPublic: PublicTexts = {
  site: {
    navbar: 'Account',
    signIn: 'Aanmelden',
    register: 'Registreren',
    activateCard: 'Mijn kaart activeren',
    dashboard: 'Mijn account',
    footer: 'Nuttige links',
    products: 'Onze producten',
    blog: 'Blog',
    help: 'Hulp',
    privacy: 'Privacy',
    provider: 'Onze website',
    newTab: '(opent in een nieuw tabblad)',
  },
  products: {
    intro: 'De cheques die we uitgeven, wat ze kosten en wat ze werkgevers en werknemers opleveren. Prijzen zonder btw.',
    showInactive: 'Toon producten die we niet meer aanbieden',
    inactive: 'Niet meer aangeboden',
    count_one: '{{count}} product',
    count_other: '{{count}} producten',
    brochure: 'Download de brochure (pdf)',
    kinds: {
      emv: { name: 'Maaltijdcheques', summary: 'Een dagelijkse maaltijdvergoeding voor elke gewerkte dag, te besteden in restaurants en voedingswinkels.' },
      eco: { name: 'Ecocheques', summary: 'Een jaarlijkse bonus voor producten en diensten die het milieu sparen.' },
      gift: { name: 'Cadeaucheques', summary: 'Een geschenk voor een verjaardag, een huwelijk, het eindejaar of een andere gelegenheid.' },
      activ: { name: 'Sport- en cultuurcheques', summary: 'Voor een sportclub, een museum, een concert of een theaterticket.' },
    },
    facts: {
      yearlyPrice: 'Prijs per kaart',
      feeHoreca: 'Handelaarscommissie, horeca',
      feeNonHoreca: 'Handelaarscommissie, andere winkels',
      activationFee: 'Activeringskosten handelaar',
      minimum: 'Minimumbedrag',
      maximum: 'Maximumbedrag',
    },
    perYear: '{{amount}} per jaar',
    once: 'eenmalig {{amount}}',
    per: {
      voucher: '{{amount}} per cheque',
      year: '{{amount}} per jaar',
      occasion: '{{amount}} per gelegenheid',
    },
    fiscal: {
      title: 'Fiscaal',
      deduction: 'Je bedrijf trekt {{amount}} per cheque af van zijn belastbare winst.',
      none: 'Geen aftrek per cheque voor het bedrijf; vrij van inkomstenbelasting voor de werknemer.',
    },
    social: {
      title: 'Sociale bijdragen',
      voucher: 'Geen op het werkgeversaandeel tot {{amount}} per cheque.',
      year: 'Geen op het werkgeversaandeel tot {{amount}} per jaar.',
      occasion: 'Geen op het werkgeversaandeel tot {{amount}} per gelegenheid.',
      none: 'Verschuldigd op het werkgeversaandeel, zoals op loon.',
    },
    pdf: {
      title: 'Onze cheques',
      fact: '{{label}}: {{value}}',
      footer: 'Bedragen geldig op het moment van afdrukken.',
    },
  },
};
