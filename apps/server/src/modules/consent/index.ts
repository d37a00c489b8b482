/** The consent module as the rest of the server uses it; everything else in this folder is private. */
export { listAuthorisations, revokeClientOf } from './service';
