import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import type { FailureLimiter } from '../../lib/failure-limiter';
import { watchPool } from './database';
import { measureHttp } from './http';
import { watchRedis } from './limiter';
import { collectProcessMetrics } from './process';

/**
 * What an app adds to the metrics when METRICS_PORT is set: its requests' routes and times, its
 * pool and Redis state read at each scrape (until it closes), and Node's process figures. Off,
 * a request pays for none of it. Call it before any route: the hook then sees every one.
 */
export function instrumentApp(app: FastifyInstance, config: Pick<Config, 'metrics' | 'redisUrl'>, parts: { database: Database; limiter: FailureLimiter }): void {
  if (!config.metrics) return;
  collectProcessMetrics();
  measureHttp(app);
  const unwatch = [watchPool(parts.database), watchRedis(parts.limiter, config.redisUrl !== null)];
  app.addHook('onClose', async () => unwatch.forEach((stop) => stop()));
}
