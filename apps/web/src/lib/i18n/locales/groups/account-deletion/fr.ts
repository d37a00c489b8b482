import type { AccountDeletionTexts } from './en';

export const frAccountDeletion: AccountDeletionTexts = {
  accountDeletion: {
    intro: 'Votre compte est fermé immédiatement et définitivement effacé après 14 jours. Lisez ce que cela signifie avant de confirmer.',
    cancel: 'Garder mon compte',
    clientArea: {
      title: 'Avant de partir : l’espace client',
      text: 'Votre compte vous connecte aussi à l’espace client. Le supprimer efface votre compte personnel ici, mais l’espace client conserve les données propres à votre entreprise (commandes, factures, contrats et les personnes que gère votre entreprise), comme l’exige le contrat de votre entreprise avec nous.',
      contact: 'Pour modifier ou supprimer ces données, contactez l’administrateur de votre entreprise ou notre service clientèle.',
      acknowledge: 'Je comprends que l’espace client conserve les données de mon entreprise',
      continue: 'Continuer',
    },
    what: {
      title: 'Ce qui se passe',
      closed: 'Votre compte est fermé immédiatement : vous êtes déconnecté partout et plus personne ne peut s’y connecter.',
      apps: 'Les applications partenaires auxquelles vous vous êtes connecté perdent leur accès et leurs sessions prennent fin.',
      cards: 'Vos cartes restent chez leur émetteur : leur solde et leur utilisation ne changent pas, elles ne sont simplement plus liées à ce compte.',
      clientArea: 'L’espace client est informé de la fermeture de votre compte.',
      erased: 'Après {{days}} jours, votre compte et tout son contenu sont définitivement effacés. Seul un relevé anonyme des événements de sécurité est conservé.',
      restore: 'D’ici là, vous pouvez le restaurer avec le lien de l’e-mail que nous vous envoyons ou en vous connectant avec votre mot de passe.',
    },
    confirm: {
      label: 'Saisissez {{word}} pour confirmer',
      hint: 'En majuscules ou en minuscules, comme vous voulez.',
      submit: 'Supprimer mon compte',
    },
    done: {
      title: 'Votre compte est fermé',
      erased: 'Il sera définitivement effacé le {{date}}.',
      erasedLater: 'Il sera définitivement effacé dans 14 jours.',
      signedOut: 'Vous êtes déconnecté sur tous vos appareils et les applications partenaires n’y ont plus accès.',
      restore: 'Vous avez changé d’avis ? D’ici là, restaurez-le avec le lien de l’e-mail que nous vous avons envoyé ou connectez-vous avec votre mot de passe.',
      signIn: 'Aller à la connexion',
    },
    restorePage: {
      title: 'Restaurer votre compte',
      intro: 'Votre compte est fermé et en attente d’effacement. Restaurez-le pour le garder : vous pourrez ensuite vous connecter comme avant.',
      confirm: 'Restaurer mon compte',
      busy: 'Restauration de votre compte…',
      doneTitle: 'Votre compte est restauré',
      done: 'Il ne sera pas effacé. Connectez-vous comme avant.',
      failedTitle: 'Le compte n’a pas pu être restauré',
      missingTitle: 'Ce lien est incomplet',
      missing: 'Ouvrez à nouveau le lien de l’e-mail, ou connectez-vous avec votre mot de passe pour restaurer votre compte.',
      signIn: 'Aller à la connexion',
    },
  },
};
