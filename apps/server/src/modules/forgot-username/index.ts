/** The forgotten-username module as the rest of the server uses it; everything else in this folder is private. */
export { forgotUsernameRoutes } from './routes';
/** The accounts a card number names, by its digest: the one with it on file and the one that activated it. */
export { holdersOfCard } from './service';
