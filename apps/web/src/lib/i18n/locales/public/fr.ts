import type { PublicTexts } from './en';

export const frPublic: PublicTexts = {
  site: {
    navbar: 'Compte',
    signIn: 'Se connecter',
    register: 'S’inscrire',
    activateCard: 'Activer ma carte',
    dashboard: 'Mon compte',
    footer: 'Liens utiles',
    products: 'Nos produits',
    blog: 'Blog',
    help: 'Aide',
    privacy: 'Vie privée',
    provider: 'Notre site',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  products: {
    intro: 'Les chèques que nous émettons, ce qu’ils coûtent et ce qu’ils apportent aux employeurs et aux travailleurs. Prix hors TVA.',
    showInactive: 'Afficher les produits que nous ne proposons plus',
    inactive: 'Plus proposé',
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
    brochure: 'Télécharger la brochure (PDF)',
    kinds: {
      emv: { name: 'Chèques-repas', summary: 'Une intervention quotidienne dans les repas pour chaque jour presté, à dépenser dans les restaurants et les commerces d’alimentation.' },
      eco: { name: 'Éco-chèques', summary: 'Une prime annuelle pour des produits et services respectueux de l’environnement.' },
      gift: { name: 'Chèques-cadeaux', summary: 'Un cadeau pour un anniversaire, un mariage, la fin d’année ou une autre occasion.' },
      activ: { name: 'Chèques sport et culture', summary: 'Pour un club de sport, un musée, un concert ou une place de théâtre.' },
    },
    facts: {
      yearlyPrice: 'Prix par carte',
      feeHoreca: 'Commission commerçant, Horeca',
      feeNonHoreca: 'Commission commerçant, autres commerces',
      activationFee: 'Frais d’activation commerçant',
      minimum: 'Montant minimum',
      maximum: 'Montant maximum',
    },
    perYear: '{{amount}} par an',
    once: '{{amount}} une fois',
    per: {
      voucher: '{{amount}} par chèque',
      year: '{{amount}} par an',
      occasion: '{{amount}} par occasion',
    },
    fiscal: {
      title: 'Fiscalité',
      deduction: 'Votre entreprise déduit {{amount}} par chèque de son bénéfice imposable.',
      none: 'Pas de déduction par chèque pour l’entreprise ; exonéré d’impôt pour le travailleur.',
    },
    social: {
      title: 'Cotisations sociales',
      voucher: 'Aucune sur la part patronale jusqu’à {{amount}} par chèque.',
      year: 'Aucune sur la part patronale jusqu’à {{amount}} par an.',
      occasion: 'Aucune sur la part patronale jusqu’à {{amount}} par occasion.',
      none: 'Dues sur la part patronale, comme sur le salaire.',
    },
    pdf: {
      title: 'Nos chèques',
      fact: '{{label}} : {{value}}',
      footer: 'Montants valables au moment de l’impression.',
    },
  },
};
