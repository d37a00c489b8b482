/** The forgotten-username module as the rest of the server uses it; everything else in this folder is private. */
export { forgotUsernameRoutes } from './routes';
