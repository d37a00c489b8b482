import type { PublicTexts } from './en';

export const dePublic: PublicTexts = {
  site: {
    navbar: 'Konto',
    signIn: 'Anmelden',
    register: 'Registrieren',
    activateCard: 'Karte aktivieren',
    dashboard: 'Mein Konto',
    footer: 'Nützliche Links',
    products: 'Unsere Produkte',
    blog: 'Blog',
    help: 'Hilfe',
    privacy: 'Datenschutz',
    provider: 'Unsere Website',
    newTab: '(öffnet in einem neuen Tab)',
  },
  products: {
    intro: 'Die Gutscheine, die wir ausgeben, was sie kosten und was sie Arbeitgebern und Beschäftigten bringen. Preise ohne MwSt.',
    showInactive: 'Produkte zeigen, die wir nicht mehr anbieten',
    inactive: 'Nicht mehr im Angebot',
    count_one: '{{count}} Produkt',
    count_other: '{{count}} Produkte',
    brochure: 'Broschüre herunterladen (PDF)',
    kinds: {
      emv: { name: 'Essensgutscheine', summary: 'Ein täglicher Essenszuschuss für jeden Arbeitstag, einzulösen in Restaurants und Lebensmittelgeschäften.' },
      eco: { name: 'Ökogutscheine', summary: 'Eine jährliche Prämie für umweltfreundliche Produkte und Dienstleistungen.' },
      gift: { name: 'Geschenkgutscheine', summary: 'Ein Geschenk zum Geburtstag, zur Hochzeit, zum Jahresende oder zu einem anderen Anlass.' },
      activ: { name: 'Sport- und Kulturgutscheine', summary: 'Für einen Sportverein, ein Museum, ein Konzert oder eine Theaterkarte.' },
    },
    facts: {
      yearlyPrice: 'Preis pro Karte',
      feeHoreca: 'Händlerprovision, Gastronomie',
      feeNonHoreca: 'Händlerprovision, andere Geschäfte',
      activationFee: 'Aktivierungsgebühr für Händler',
      minimum: 'Mindestbetrag',
      maximum: 'Höchstbetrag',
    },
    perYear: '{{amount}} pro Jahr',
    once: 'einmalig {{amount}}',
    per: {
      voucher: '{{amount}} pro Gutschein',
      year: '{{amount}} pro Jahr',
      occasion: '{{amount}} pro Anlass',
    },
    fiscal: {
      title: 'Steuern',
      deduction: 'Ihr Unternehmen zieht {{amount}} pro Gutschein von seinem steuerpflichtigen Gewinn ab.',
      none: 'Kein Abzug pro Gutschein für das Unternehmen; für Beschäftigte steuerfrei.',
    },
    social: {
      title: 'Sozialbeiträge',
      voucher: 'Keine auf den Arbeitgeberanteil bis {{amount}} pro Gutschein.',
      year: 'Keine auf den Arbeitgeberanteil bis {{amount}} pro Jahr.',
      occasion: 'Keine auf den Arbeitgeberanteil bis {{amount}} pro Anlass.',
      none: 'Auf den Arbeitgeberanteil fällig, wie auf Lohn.',
    },
    pdf: {
      title: 'Unsere Gutscheine',
      fact: '{{label}}: {{value}}',
      footer: 'Beträge gültig zum Zeitpunkt des Drucks.',
    },
  },
};
