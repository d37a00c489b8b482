/** The recovery module as the rest of the server uses it; everything else in this folder is private. */
export { recoveryRoutes } from './routes';
/** The support desk: an account's waiting requests and their cancellation (docs/support.md). */
export { cancelRequestByDesk, waitingRequestsAmong, type WaitingRequest } from './desk';
