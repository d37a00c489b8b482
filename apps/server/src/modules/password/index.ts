/** The password module as the rest of the server uses it; everything else in this folder is private. */
export { passwordRoutes } from './routes';
export { replaceWeakPassword, startWeakReplacement } from './weak';
export { hashNewPassword, refusePersonalPassword } from './policy';
