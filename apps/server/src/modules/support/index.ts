/** The support desk module as the rest of the server uses it; everything else in this folder is private (docs/support.md). */
export { supportRoutes } from './routes';
export { recordStaffActivity, resumeStaff, STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_MAX_MS } from './desk-session';
export { addStaff, listStaff, removeStaff, StaffInputError, type StaffChange, type StaffMember } from './staff';
