/** The sign-in feature as the app and other features use it; its pages are in routes.ts. */
export { completeLogin } from './completeLogin';
export { parseHashLogin } from './parseHashLogin';
export { startHashLogin } from './hashLogin';
export { signInAgainOn } from './lostSession';
export { useSessionWatch } from './hooks/useSessionWatch';
