/** The passkeys feature as other features use it; everything else in this folder is private. */
export { getCredential, passkeyErrorKey } from './ceremony';
export { PasskeySignIn } from './components/PasskeySignIn';
export { PasskeysSection } from './components/PasskeysSection';
export { useSecondFactorPasskey } from './hooks/useSecondFactorPasskey';
