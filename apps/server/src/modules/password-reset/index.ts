/** The forgotten-password module: used by app.ts through routes.ts only; everything in this folder is private. */
export { passwordResetRoutes } from './routes';
