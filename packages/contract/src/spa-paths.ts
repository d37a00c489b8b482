/**
 * The SPA's pages that the server sends people to: its redirects, the links of its messages and
 * pages. The SPA's route table (apps/web/src/lib/routes/routes.ts) draws these pages at these paths,
 * and a web test checks that it has each; the server's lint refuses an SPA path written by hand.
 */

/** The dashboard: where a person lands when no (acceptable) target was remembered. */
export const HOME_PATH = '/user/dashboard';

/** The login page; a partner app's sign-in and a federation's failure start here. */
export const LOGIN_PATH = '/login/email';

/** What every login page's path starts with (by e-mail, by phone). */
export const LOGIN_PAGES_PREFIX = '/login/';

/** The forced MFA set-up a partner app's sign-in may need first. */
export const SETUP_MFA_PATH = '/setup-mfa';

/** The consent screen of an authorization request (`?interaction=UID`). */
export const APPROVE_PATH = '/approve';

/** The password reset; the "not me" e-mail's flow ends here (`#reset=TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The profile, which the IBAN change SMS links to. */
export const PROFILE_PATH = '/profile';

/** What every page shows while the server runs in maintenance mode (MAINTENANCE). */
export const MAINTENANCE_PATH = '/maintenance';

/**
 * The SPA's page for an authorization request that cannot go back to the app (unknown client,
 * unregistered redirect_uri, expired interaction): the provider sends the browser there with one
 * of its reasons (contract/oauth.ts), never with text of the request.
 */
export const OAUTH_ERROR_PATH = '/oauth-error';

/**
 * Where the new-device e-mail's link opens the confirmation: `/secure-account#secure=TOKEN`. The
 * token travels in the hash, never to a server's logs; not `#token=`, which is the origin app's
 * hash login.
 */
export const NOT_ME_PATH = '/secure-account';

/** Where the cancel link of a recovery request's messages opens: `/account-recovery/cancel#cancel=TOKEN`. */
export const RECOVERY_CANCEL_PATH = '/account-recovery/cancel';

/** Where the closing e-mail's restore link opens: `/account/restore#restore=TOKEN` (account-deletion.ts). */
export const ACCOUNT_RESTORE_PATH = '/account/restore';

export const spaPaths = [HOME_PATH, LOGIN_PATH, SETUP_MFA_PATH, APPROVE_PATH, RESET_PASSWORD_PATH, PROFILE_PATH, MAINTENANCE_PATH, OAUTH_ERROR_PATH, NOT_ME_PATH, RECOVERY_CANCEL_PATH, ACCOUNT_RESTORE_PATH] as const;
