import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * The admins' audit of the support desk (issue 37; docs/support.md) reads the desk's events of
 * every agent, newest first by id, a page at a time: one range per event type (support_search,
 * support_person_viewed, support_action, support_admin_action) on (action, id), merged. The
 * (user_id, id) index of 0011 serves the audit of one agent.
 */
export const supportAudit: Migration = {
  async up(db: MigrationDb) {
    await db.schema.createIndex('security_events_action_id').on('security_events').columns(['action', 'id']).execute();
  },
};
