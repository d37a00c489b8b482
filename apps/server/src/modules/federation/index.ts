/** The federation module as other modules use it (its routes are registered from app.ts). */
export { moveExternalLogins } from './merge-repo';
/** GET /api/user's Microsoft login e-mail (accounts/service.ts reads it in the profile's one statement). */
export { microsoftEmailOfUserRow } from './repo';
/** The profile's "Unlink" (accounts/profile-routes.ts). */
export { unlinkUpstreamLogin } from './unlink';
/** The demo seed links a demo account to Microsoft. */
export { linkUpstreamAccount } from './repo';
