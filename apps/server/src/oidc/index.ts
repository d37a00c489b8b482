/**
 * What the modules use of the OpenID provider: its context, the grants a person gave partner
 * apps and their tokens, ending its sessions (and telling the apps by back-channel logout), and its
 * sealing of secrets. The app (app.ts) and the CLI assemble the provider from its own files; a
 * module goes through this file only (.dependency-cruiser.cjs).
 */
export type { OidcContext } from './context';
export { deleteGrants, endTokensOfAccount, grantsOfAccount, liveGrants, type GrantSummary } from './grants';
export { seal, unseal } from './key-encryption';
export { endPartnerSessions, endProviderSessions, type PartnerSessionLink } from './provider-sessions';
export { wakeLogoutDelivery } from './backchannel/wake';
export { keyStates, listSigningKeys, rotateSigningKeys, type KeyState } from './signing-keys';
export { KEY_RETENTION_MS } from './lifetimes';
