/** The notifications module as the rest of the server uses it; everything else in this folder is private. */
export { emailNotice, messageEveryContact, storeNotice } from './notify';
export type { NoticeOrigin } from './notify';
export { moveNotifications } from './merge-repo';
