/** The metrics module as the rest of the server uses it. */
export { messagesDelivered } from './instruments';
