/**
 * Texts of maintenance mode, the unknown-page notice and the OAuth error page, and the
 * site.maintenance error. English is the source; the other languages are typed against it.
 */
export const enMaintenanceTitles = {
  oauthError: 'Sign-in could not continue',
};

export const enSiteErrors = {
  maintenance: 'The portal is under maintenance. Please try again later.',
};

export const enMaintenance = {
  unknownPath: {
    notice: 'The page you were looking for does not exist, so you were brought here.',
  },
  oauthError: {
    next: 'Go back to the app you came from, or open your account here.',
    home: 'Go to my account',
  },
};
