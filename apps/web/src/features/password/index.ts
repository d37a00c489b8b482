/** The password feature as other features use it; its pages are lazy-loaded by the router. */
export { goReplaceWeakPassword, replaceIfWeak } from './weakHandoff';
