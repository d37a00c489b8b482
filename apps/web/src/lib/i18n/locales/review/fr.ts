import type { ReviewTexts } from './en';

export const frReview: ReviewTexts = {
  review: {
    tabs: {
      dashboard: 'Tableau de bord',
      profile: 'Profil',
      security: 'Sécurité',
      access: 'Accès',
      notifications: 'Alertes',
    },
    consent: {
      signedInAs: 'Connecté en tant que {{name}}',
      switchAccount: 'Ce n’est pas vous ? Utiliser un autre compte',
    },
    confirm: {
      cancel: 'Annuler',
      revoke: {
        title: 'Révoquer l’accès de {{app}} ?',
        text: '{{app}} ne pourra plus utiliser votre compte. Pour l’utiliser à nouveau, vous devrez l’autoriser une nouvelle fois.',
        action: 'Révoquer l’accès',
      },
      regenerate: {
        title: 'Créer de nouvelles clés de récupération ?',
        text: 'Vos clés de récupération actuelles cessent immédiatement de fonctionner, y compris celles que vous avez enregistrées ou imprimées.',
        action: 'Créer de nouvelles clés',
      },
    },
    login: {
      continueTo: 'Connectez-vous pour continuer vers {{app}}',
    },
  },
};
