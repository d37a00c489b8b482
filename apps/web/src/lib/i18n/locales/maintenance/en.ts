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
    next: {
      configuration: 'Go back to the app you came from and tell its support team that its sign-in is not set up right. Your account itself is fine: you can open it here.',
      configurationApp: 'Go back to {{app}} and tell its support team that its sign-in is not set up right. Your account itself is fine: you can open it here.',
      expired: 'Go back to the app you came from and start signing in again from there.',
      expiredApp: 'Go back to {{app}} and start signing in again from there.',
      failure: 'Try again from the app you came from in a few minutes. Your account itself is fine: you can open it here.',
      failureApp: 'Try again from {{app}} in a few minutes. Your account itself is fine: you can open it here.',
    },
    home: 'Go to my account',
  },
};
