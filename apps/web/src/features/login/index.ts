/** The login feature as other features use it (the forgotten-password forms share its username fields and captcha). */
export { Captcha } from './captcha/Captcha';
export { checkPhoneUsername, emailUsername, phoneUsername } from './forms';
export { composePhone, defaultDialCode } from './phone';
export { EmailField, PhoneFields } from './components/UsernameFields';
