/** The banking module as the rest of the server uses it; everything else in this folder is private. */
export { bankingRoutes } from './routes';
export { ibanForPartners } from './service';
export { moveIbans } from './merge-repo';
/** Seals an IBAN for an account (merge fixtures seed IBAN rows with it); opens one for its owner's data export. */
export { openIban, sealIban } from './sealing';
