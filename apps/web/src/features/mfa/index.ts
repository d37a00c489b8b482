/** The mfa feature as other features use it; everything else in this folder is private. */
export { confirmActivation } from './api/confirmActivation';
export { deleteMethod } from './api/deleteMethod';
export { regenerateRecovery } from './api/regenerateRecovery';
export { resendActivation } from './api/resendActivation';
export { revokeTrustedDevice } from './api/revokeTrustedDevice';
export { startActivation } from './api/startActivation';
export { switchPrimary } from './api/switchPrimary';
export { clearChallenge, readChallenge } from './challengeStore';
export { CodeForm } from './components/CodeForm';
export { CodeScreen } from './components/CodeScreen';
export { MfaIllustration } from './components/MfaIllustration';
export { ResendCode } from './components/ResendCode';
export { TargetForm } from './components/TargetForm';
export { methodIcon } from './components/methodIcon';
export { useStartEnrollment } from './hooks/useStartEnrollment';
export { mfaMethodsQuery, mfaStatusQuery, refreshMfa, trustedDevicesQuery } from './queries';
