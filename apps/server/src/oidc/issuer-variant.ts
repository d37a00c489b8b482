import type { Variant } from '@portal/contract/variants';

/**
 * The variant whose issuer signs the partner apps' tokens. One provider serves both variants for
 * now; links and queued logouts record it already, so that once there is one provider per variant
 * (ctx.oidc.provider(variant)) each logout token is signed by the issuer the app signed in with.
 */
export const ISSUER_VARIANT: Variant = 'be';
