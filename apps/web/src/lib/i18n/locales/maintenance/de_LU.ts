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
    next: {
      configuration: 'Kehren Sie zur App zurück, von der Sie kamen, und teilen Sie deren Kundendienst mit, dass ihre Anmeldung falsch eingerichtet ist. Mit Ihrem Konto selbst ist alles in Ordnung: Sie können es hier öffnen.',
      configurationApp: 'Kehren Sie zu {{app}} zurück und teilen Sie deren Kundendienst mit, dass ihre Anmeldung falsch eingerichtet ist. Mit Ihrem Konto selbst ist alles in Ordnung: Sie können es hier öffnen.',
      expired: 'Kehren Sie zur App zurück, von der Sie kamen, und melden Sie sich von dort aus erneut an.',
      expiredApp: 'Kehren Sie zu {{app}} zurück und melden Sie sich von dort aus erneut an.',
      failure: 'Versuchen Sie es in einigen Minuten erneut über die App, von der Sie kamen. Mit Ihrem Konto selbst ist alles in Ordnung: Sie können es hier öffnen.',
      failureApp: 'Versuchen Sie es in einigen Minuten erneut über {{app}}. Mit Ihrem Konto selbst ist alles in Ordnung: Sie können es hier öffnen.',
    },
    home: 'Zu meinem Konto',
  },
};
