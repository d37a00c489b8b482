import type { MergeTexts } from './en';

export const frMerge: MergeTexts = {
  merge: {
    platform: {
      clientarea: 'Espace client',
      mymonizze: 'Espace employé',
      fridom: 'Fridom',
      default: 'Compte chèques',
    },
    kind: { email: 'Adresse e-mail', phone: 'Numéro de téléphone' },
    offer: {
      intro: 'Un autre compte utilise la même adresse e-mail ou le même numéro de téléphone que vous. Voici ses données correspondantes :',
      introTarget: 'Un autre compte utilise aussi {{target}}. Voici ses données correspondantes :',
      explain: 'Si les deux comptes sont à vous, fusionnez-les : vous gardez un seul compte avec votre mot de passe actuel pour toutes vos adresses e-mail et tous vos numéros, et vous voyez chaque plateforme sur votre tableau de bord.',
      accept: 'Fusionner mes comptes',
      decline: "Ce n'est pas mon compte",
      declineHint: "Refuser retire l'adresse e-mail ou le numéro de téléphone partagé de l'autre compte.",
      ignore: 'Ignorer pour le moment',
    },
    proof: {
      title: "Prouvez que l'autre compte est le vôtre",
      intro: "Saisissez le numéro de carte de l'autre compte, ou le mot de passe que vous utilisez sur l'autre plateforme.",
      legend: 'Comment voulez-vous le prouver ?',
      kind: { card: 'Avec mon numéro de carte', password: "Avec mon mot de passe sur l'autre plateforme" },
      cardNumber: 'Numéro de carte',
      cardHint: '16 chiffres commençant par 5065, tels qu’imprimés sur votre carte.',
      password: "Mot de passe de l'autre plateforme",
      passwordHint: "Le mot de passe avec lequel vous vous connectez sur l'autre plateforme, pas celui de ce compte.",
      captcha: 'Trop de tentatives échouées. Votre navigateur effectue une courte vérification avant que vous réessayiez.',
      submit: 'Continuer',
    },
    methods: {
      title: 'Où devons-nous envoyer le code ?',
      intro: "Nous envoyons un code à 8 chiffres à une adresse e-mail ou un numéro de téléphone de l'autre compte.",
      none: "L'autre compte n'a aucune adresse e-mail ni aucun numéro de téléphone pour recevoir un code. Veuillez contacter le support.",
    },
    code: { submit: 'Fusionner les comptes' },
    rejected: {
      title: 'Comptes non fusionnés',
      text: "L'adresse e-mail ou le numéro de téléphone partagé a été retiré de l'autre compte.",
      told: "Nous avons prévenu le titulaire de l'autre compte. Votre compte n'a pas changé.",
    },
    failed: {
      text: "Une erreur technique s'est produite lors de la fusion des comptes.",
      later: 'Veuillez réessayer plus tard.',
      toPlatform: {
        clientarea: "Aller à l'espace client",
        mymonizze: "Aller à l'espace employé",
        fridom: 'Aller à Fridom',
        default: 'Aller à mon compte',
      },
    },
    success: {
      text: 'Vos comptes ont été fusionnés.',
      primaryEmail: 'Adresse e-mail principale',
      otherEmails: 'Adresses e-mail secondaires',
      primaryPhone: 'Numéro de téléphone principal',
      otherPhones: 'Numéros de téléphone secondaires',
      none: 'Aucun',
      password: "Désormais, votre mot de passe actuel s'applique à toutes ces données.",
      dashboard: 'Aller à mon tableau de bord',
    },
    mfa: {
      title: 'Encore une étape : sécurisez votre compte fusionné',
      intro: 'Votre compte fusionné a besoin de ces méthodes de vérification. Configurez-les maintenant ; vous verrez ensuite vos données fusionnées.',
      setUp: 'Configurer mes méthodes de vérification',
      later: 'Plus tard',
    },
    back: 'Retour',
    continue: 'Continuer',
  },
};
