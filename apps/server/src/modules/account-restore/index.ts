/**
 * Restoring a closed account (docs/privacy.md): the sign-in's offer and the restore itself, by the
 * offer or by the closing e-mail's link. Apart from account-deletion, which closes accounts, so that
 * the sign-in (whose password step makes the offer) does not depend on the closing's refusals
 * (merge, recovery), which depend on the sign-in. Other code uses this file only.
 */
export { restoreAccount, restoreOffer, type RestoreData, type RestoreOrigin } from './restore';
