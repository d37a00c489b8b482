import type { Config } from './config/config';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';
import type { FailureLimiter } from './lib/failure-limiter';
import type { Delivery } from './modules/delivery';
import type { TrustChecks } from './plugins/auth';
import type { StaffChecks } from './plugins/staff';

/** What the feature modules are given: built once in buildApp, replaceable in tests. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  delivery: Delivery;
  limiter: FailureLimiter;
  /** The session, step-up and staff checks of the trust boundaries (plugins/auth.ts, plugins/staff.ts). */
  trust: TrustChecks & StaffChecks;
}
