/** The passkeys module as the rest of the server uses it; everything else in this folder is private. */
export { passkeySignInRoutes } from './sign-in-routes';
export { movePasskeys } from './merge-repo';
// A passkey as the second factor of another module's flow (the password reset).
export { recordVerifiedUse, type VerifiedUse } from './assertion';
export { checkPasskeyFactor, passkeyFactorOptions, relyingPartyFor, type FactorFlow } from './factor';
export type { RelyingParty } from './relying-party';
