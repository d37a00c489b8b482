/** Deleting one's account as other features use it: the sign-in's offer to restore a closed account. */
export { RestoreOffer } from './components/RestoreOffer';
