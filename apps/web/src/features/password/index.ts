/** The password feature as other features use it; its page is lazy-loaded by the router. */
export { NewPasswordFields } from './components/NewPasswordFields';
export { newPasswordForm, type NewPasswordValues } from './forms';
export { placeFieldErrors } from './serverFieldErrors';
