import type { enMaintenance, enMaintenanceTitles, enSiteErrors } from './en';

export const frMaintenanceTitles: typeof enMaintenanceTitles = {
  oauthError: 'La connexion ne peut pas continuer',
};

export const frSiteErrors: typeof enSiteErrors = {
  maintenance: 'Le portail est en maintenance. Veuillez réessayer plus tard.',
};

export const frMaintenance: typeof enMaintenance = {
  unknownPath: {
    notice: "La page que vous cherchiez n'existe pas : vous avez donc été redirigé ici.",
  },
  oauthError: {
    next: {
      configuration: "Retournez dans l'application d'où vous venez et signalez à son service client que sa connexion est mal configurée. Votre compte, lui, n'a aucun problème : vous pouvez l'ouvrir ici.",
      configurationApp: "Retournez dans {{app}} et signalez à son service client que sa connexion est mal configurée. Votre compte, lui, n'a aucun problème : vous pouvez l'ouvrir ici.",
      expired: "Retournez dans l'application d'où vous venez et recommencez la connexion depuis celle-ci.",
      expiredApp: 'Retournez dans {{app}} et recommencez la connexion depuis celle-ci.',
      failure: "Réessayez dans quelques minutes depuis l'application d'où vous venez. Votre compte, lui, n'a aucun problème : vous pouvez l'ouvrir ici.",
      failureApp: "Réessayez dans quelques minutes depuis {{app}}. Votre compte, lui, n'a aucun problème : vous pouvez l'ouvrir ici.",
    },
    home: 'Aller à mon compte',
  },
};
