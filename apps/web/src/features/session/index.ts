/** The session feature as other features use it; everything else in this folder is private. */
export { completeLogin } from './completeLogin';
export { forgetSession, logout } from './endSession';
export { followTarget } from './followTarget';
export { useLogout } from './hooks/useLogout';
export { useUser } from './hooks/useUser';
export { readLoginAttempt, saveLoginAttempt } from './loginAttempt';
export type { LoginAttempt } from './loginAttempt';
export { noticeFromQuery } from './loginNotice';
export type { LoginNoticeCode, LoginNoticeState } from './loginNotice';
export { mfaStatusQuery } from './mfaStatusQuery';
export { setSessionUser, userQueryKey } from './userQuery';
