/** The password feature as other features use it; its pages are lazy-loaded by the router. */
export { goReplaceWeakPassword, replaceIfWeak } from './weakHandoff';
export { NewPasswordFields } from './components/NewPasswordFields';
export { newPasswordForm, type NewPasswordValues } from './forms';
export { placeFieldErrors } from './serverFieldErrors';
