import type { enMaintenance, enMaintenanceTitles, enSiteErrors } from './en';

export const nlMaintenanceTitles: typeof enMaintenanceTitles = {
  oauthError: 'Aanmelden kon niet verdergaan',
};

export const nlSiteErrors: typeof enSiteErrors = {
  maintenance: 'Het portaal is in onderhoud. Probeer het later opnieuw.',
};

export const nlMaintenance: typeof enMaintenance = {
  unknownPath: {
    notice: 'De pagina die je zocht, bestaat niet. Daarom kwam je hier terecht.',
  },
  oauthError: {
    next: 'Ga terug naar de app waar je vandaan kwam, of open hier je account.',
    home: 'Naar mijn account',
  },
};
