import type { BankingTexts } from './en';

export const frBanking: BankingTexts = {
  banking: {
    title: 'Informations bancaires',
    intro: 'Le compte sur lequel les applications partenaires versent les remboursements.',
    iban: 'IBAN',
    country: 'Pays',
    maskedNote: 'Pour votre sécurité, seuls les 4 derniers caractères sont affichés.',
    empty: "Vous n'avez pas encore ajouté d'IBAN.",
    add: 'Ajouter un IBAN',
    change: "Modifier l'IBAN",
    pendingTitle: 'Modification en attente',
    pending: 'Le nouvel IBAN {{masked}} ({{country}}) sera transmis aux applications partenaires le {{date}}. Jusque-là, elles gardent le précédent.',
    cancelChange: 'Annuler cette modification',
    updated: 'IBAN mis à jour',
    cancelled: "La modification de l'IBAN a été annulée.",
    updateFailed: "L'IBAN n'a pas pu être mis à jour. Réessayez plus tard.",
    cancelFailed: "La modification n'a pas pu être annulée. Réessayez plus tard.",
    form: {
      title: 'Votre IBAN',
      label: 'IBAN',
      hint: 'Par exemple BE71 0961 2345 6769',
      delay: "Pour votre sécurité, les applications partenaires reçoivent un nouvel IBAN après 72 heures. Nous vous prévenons par e-mail et SMS, et vous pouvez l'annuler ici d'ici là.",
      save: 'Enregistrer',
      cancel: 'Annuler',
    },
  },
};
