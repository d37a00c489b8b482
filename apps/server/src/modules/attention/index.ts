/** The attention module as the rest of the server uses it; everything else in this folder is private. */
export { attentionRoutes } from './routes';
