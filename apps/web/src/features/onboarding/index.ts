/** The onboarding feature as other features use it; its pages are lazy-loaded by the router. */
export { CardActivationAlert } from './components/CardActivationAlert';
export { default as ActivationCodePage } from './components/ActivationCodePage';
