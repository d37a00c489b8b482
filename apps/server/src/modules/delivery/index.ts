/** The delivery module as the rest of the server uses it; everything else in this folder is private. */
export { createDelivery } from './delivery';
export type { Channel, Delivery, OutgoingMessage } from './delivery';
export type { MessageQueue } from './queue/queue';
export { listQueuedMessages, type MessageReport, type MessageState } from './queue/repo';
export { codeMessage, messageLanguage, securityNoticeMessage, securityNoticeSentence } from './messages';
export type { MessageLanguage } from './messages';
export type { SecurityNoticeKind } from './messages';
export { accountSecuredMessage } from './messages';
export { securityNoticeSms } from './messages';
export type { NoticeDetails } from './messages';
export { recoveryCompletedMessage, recoveryRequestedMessage } from './recovery-messages';
export type { RecoveryProof } from './recovery-messages';
export { registrationAttemptMessage } from './registration-attempt';
export { mfaReminderMessage } from './mfa-reminder';
export { supportCodeMessage } from './support-code-message';
export { accountClosedMessage, accountRestoredMessage } from './account-closing-messages';
