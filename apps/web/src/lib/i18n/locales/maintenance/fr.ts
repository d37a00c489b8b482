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
    next: "Retournez dans l'application d'où vous venez, ou ouvrez votre compte ici.",
    home: 'Aller à mon compte',
  },
};
