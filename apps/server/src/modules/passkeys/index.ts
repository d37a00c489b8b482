/** The passkeys module as the rest of the server uses it; everything else in this folder is private. */
export { passkeySignInRoutes } from './sign-in-routes';
