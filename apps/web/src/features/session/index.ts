/** The session feature as other features use it: the signed-in person, their session and its end. */
export { getUser } from './api/getUser';
export { forgetSession, logout } from './endSession';
export { forcedSetup } from './flowState';
export { useApplyUserLocale } from './hooks/useApplyUserLocale';
export { useLogout } from './hooks/useLogout';
export { useUser } from './hooks/useUser';
export { mfaStatusQuery } from './mfaStatusQuery';
export { setSessionUser, userQuery, userQueryKey } from './userQuery';
