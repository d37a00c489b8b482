/** The passkeys feature as other features use it; everything else in this folder is private. */
export { cancelCeremony, getCredential, passkeyErrorKey, supportsAutofill, supportsPasskeys } from './ceremony';
export { PasskeysSection } from './components/PasskeysSection';
