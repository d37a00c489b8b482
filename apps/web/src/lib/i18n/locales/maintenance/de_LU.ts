import type { enMaintenance, enMaintenanceTitles, enSiteErrors } from './en';

export const deMaintenanceTitles: typeof enMaintenanceTitles = {
  oauthError: 'Die Anmeldung kann nicht fortgesetzt werden',
};

export const deSiteErrors: typeof enSiteErrors = {
  maintenance: 'Das Portal wird gerade gewartet. Bitte versuchen Sie es später erneut.',
};

export const deMaintenance: typeof enMaintenance = {
  unknownPath: {
    notice: 'Die gesuchte Seite gibt es nicht, deshalb wurden Sie hierher weitergeleitet.',
  },
  oauthError: {
    next: 'Kehren Sie zur App zurück, von der Sie kamen, oder öffnen Sie hier Ihr Konto.',
    home: 'Zu meinem Konto',
  },
};
