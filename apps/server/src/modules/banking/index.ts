/** The banking module as the rest of the server uses it; everything else in this folder is private. */
export { bankingRoutes } from './routes';
export { ibanForPartners } from './service';
