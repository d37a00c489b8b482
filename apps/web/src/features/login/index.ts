/** The login feature as other features use it (the forgotten-password forms share its username fields). */
export { emailUsername } from './forms';
export { checkPhoneUsername, phoneUsername } from './phoneForms';
export { composePhone, defaultDialCode } from './phone';
export { EmailField, PhoneFields } from './components/UsernameFields';
