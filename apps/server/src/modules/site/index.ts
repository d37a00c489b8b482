/** The site module as the rest of the server uses it; everything else in this folder is private. */
export { registerMaintenance } from './maintenance';
export { registerSpa } from './spa';
