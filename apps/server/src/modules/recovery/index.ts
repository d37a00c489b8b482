/** The recovery module as the rest of the server uses it; everything else in this folder is private. */
export { recoveryRoutes } from './routes';
