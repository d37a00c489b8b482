import type { DashboardExtraTexts } from './en';

export const frDashboardExtra: DashboardExtraTexts = {
  dashboardExtra: {
    attention: {
      title: 'À vérifier',
      mfaMissing: {
        title: 'Ajoutez une deuxième étape à votre connexion',
        text: 'Seul votre mot de passe protège votre compte. Avec une méthode de vérification, un mot de passe volé ne suffit pas pour y entrer.',
        action: 'Ajouter une méthode de vérification',
      },
      recoveryKeysLow: {
        title: 'Vos clés de récupération s’épuisent',
        text_one: 'Il vous reste {{count}} clé de récupération inutilisée. Créez-en de nouvelles avant d’en avoir besoin.',
        text_other: 'Il vous reste {{count}} clés de récupération inutilisées. Créez-en de nouvelles avant d’en avoir besoin.',
        none: 'Vous n’avez plus de clé de récupération inutilisée. Sans elles, vous ne pouvez pas vous connecter si vous perdez votre application d’authentification.',
        action: 'Créer de nouvelles clés de récupération',
      },
      newDevice: {
        title: 'Un nouvel appareil s’est connecté',
        text: '{{device}} s’est connecté pour la première fois le {{date}}. Si ce n’était pas vous, déconnectez-le et changez votre mot de passe.',
        several: '{{count}} appareils se sont connectés pour la première fois ces 7 derniers jours. Si l’un d’eux n’était pas vous, déconnectez-le et changez votre mot de passe.',
        unknown: 'Un appareil inconnu',
        action: 'Voir vos appareils',
      },
    },
    mfaReminder: {
      title: 'La vérification en deux étapes devient obligatoire le {{date}}',
      text: 'À partir de ce jour, la connexion demande une deuxième étape : un code envoyé à votre téléphone ou à votre adresse e-mail. Configurez-la maintenant, cela prend deux minutes.',
      action: 'La configurer maintenant',
      dismiss: 'Me le rappeler la semaine prochaine',
    },
    partners: {
      title: 'Sites partenaires',
      toggle: 'Aller sur un site partenaire',
      names: { clientarea: 'Espace client', deals: 'Dealzz', fridom: 'Fridom', voucherholder: 'MyMonizze', myup: 'MyUp' },
    },
    activation: {
      open: 'Activer une nouvelle carte',
      heading: 'Vous avez reçu une nouvelle carte ?',
      lead: 'Activez-la ici : nous vérifions par un code qu’elle est bien à vous, puis nous la lions à ce compte.',
      title: 'Activer une nouvelle carte',
      intro: 'Saisissez le numéro de votre nouvelle carte. Nous vous envoyons ensuite un code de vérification pour confirmer que c’est bien vous.',
      cardLabel: 'Numéro de carte',
      cardHint: '16 chiffres, commençant par 5065.',
      cardEnding: 'Carte se terminant par {{last4}}',
      sent: 'Nous avons envoyé un code à {{target}}. Il est valable 10 minutes.',
      next: 'Suivant',
      cancel: 'Annuler',
    },
  },
};
