/** The clients module as the rest of the server uses it; everything else in this folder is private. */
export { clientNames, clientsWithBackchannelLogout, findClient } from './repo';
export { clientNameRoutes } from './routes';
export { clientSecretMatches } from './secrets';
export { ClientInputError, addClient, describeClients, removeClient, rotateClientSecret, setPkceExemption, updateClient } from './service';
export { hashClientSecret } from './secrets';
export { insertClient as registerClient } from './repo';
