/** The onboarding feature as other features use it; its pages are lazy-loaded by the router. */
export { takeExistingCardToken } from './flowState';
