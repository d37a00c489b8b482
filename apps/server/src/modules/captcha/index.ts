/** The captcha module as the rest of the server uses it; everything else in this folder is private. */
export { captchaCheckOf, isSolvedCaptcha } from './service';
