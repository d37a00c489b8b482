import type { StaffRole } from '@portal/contract/support';

/** The support desk's tables (migration 0027; docs/support.md). */

/** A portal account that works the support desk (migration 0027). */
export interface StaffTable {
  user_id: number;
  role: StaffRole;
  created_at: number;
}

/** The support desk's last activity of a session (migration 0027): its idle time is the desk's own. */
export interface StaffSessionsTable {
  session_id: number;
  last_seen_at: number;
}
