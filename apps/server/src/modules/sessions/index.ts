/** The sessions module as the rest of the server uses it; everything else in this folder is private. */
export { clearLoginCookie, loginCookieAttributes, setLoginCookie } from './cookie';
export { endSession, liveSession, startSession } from './service';
export type { IssuedSession } from './service';
export { resumeSession } from './service';
export type { AuthContext } from './service';
export { deviceRoutes } from './routes';
export { linkPartnerSession } from './clients';
export { endSessionsOf as endOtherSessions } from './repo';
export { endAllSessions, isNewDeviceSession } from './account-sessions';
export { recentNewDevices, type NewDevice } from './new-devices';
export { endAndMoveSessions } from './merge-repo';
export { endSessionsByDesk, liveSessionsForDesk, type DeskSession } from './desk';
