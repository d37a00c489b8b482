/** The sign-in module as the rest of the server uses it; everything else in this folder is private. */
export { finishAttempt, openAttempt } from './mfa-service';
export { sessionOrWeak, type WeakPasswordHold } from './weak-answer';
export type { ConfirmedLogin, FactorOrigin } from './mfa-service';
export { requestOrigin, signedIn } from './request-origin';
export type { RequestOrigin } from './service';
export { maskedMethod } from './service';
