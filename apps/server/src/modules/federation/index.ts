/** The federation module as other modules use it (its routes are registered from app.ts). */
export { moveExternalLogins } from './merge-repo';
