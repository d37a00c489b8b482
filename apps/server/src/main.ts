import { buildApp } from './app';
import { isClusterWorker, runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config/config';
import { listed, prepareSchema } from './db/migrate';
import { seedDemoData } from './demo/seed';
import { seedDemoClients } from './demo/clients';
import { aggregateWorkerScrapes, answerPrimaryScrapes, listenForMetrics, processMetrics } from './modules/metrics';
import { parseWorkers } from './workers';

/** How long a stopping process lets the answers in flight finish. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Migrations and demo data: once, before any process listens, so that processes never race them. */
async function prepareDatabase(app: App, config: Config): Promise<void> {
  const schema = await prepareSchema(app.database, config, config.migrateOnStart);
  if (schema.kind === 'migrated') app.log.info(`Migrated the database: ${listed(schema.names)}`);
  if (schema.kind === 'newer') app.log.info(`The database is ahead of this version (${schema.names.join(', ')}); serving it as it is`);
  if (config.seedDemo && (await seedDemoData(app.database, config))) {
    // Not the password: a log line never carries one, a demo one included (README, docs/demo-data.md).
    app.log.info('Seeded the demo accounts (demo@example.com and others; their password is in docs/demo-data.md)');
  }
  if (config.seedDemo) await seedDemoClients(app.database.db);
}

/** Runs `step`; on failure logs it as a start-up failure and ends the process. */
async function orExit(app: App, config: Config, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    app.log.level = config.logLevel;
    app.log.fatal({ err: error }, 'Start-up failed');
    await app.close();
    process.exit(1);
  }
}

async function serve(config: Config, options: { prepare: boolean }): Promise<void> {
  const app = await buildApp(config);
  await orExit(app, config, async () => {
    if (options.prepare) await prepareDatabase(app, config);
    // Fastify logs one line per network interface when listening on 0.0.0.0; one line with the
    // public URL is more useful. Start-up errors still surface: listen rejects.
    app.log.level = 'silent';
    // A server process of --workers N answers the primary's scrapes; a single process listens itself.
    if (config.metrics && isClusterWorker()) answerPrimaryScrapes();
    await app.listen({ port: config.port, host: '0.0.0.0' });
    app.log.level = config.logLevel;
    app.log.info(`Account portal listening on 0.0.0.0:${config.port} (process ${process.pid}), open ${config.publicUrl}`);
    if (config.metrics && !isClusterWorker()) await exposeMetrics(config, processMetrics, (line) => app.log.info(line));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Answers in flight get their time; a client that never finishes reading does not hold the stop.
      setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

/** The metrics listener on METRICS_PORT (modules/metrics/listener.ts), never on the public port. */
async function exposeMetrics(config: Config, expose: Parameters<typeof listenForMetrics>[1], log: (line: string) => void): Promise<void> {
  if (!config.metrics) return;
  await listenForMetrics(config.metrics, expose);
  log(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
}

const config = readConfig();
const workers = parseWorkers(process.argv.slice(2));
if (typeof workers !== 'number') {
  console.error(workers.error);
  process.exit(1);
}

if (isClusterWorker()) {
  await serve(config, { prepare: false });
} else if (workers > 1) {
  const app = await buildApp(config);
  await orExit(app, config, () => prepareDatabase(app, config));
  app.log.info(`Starting ${workers} server processes on port ${config.port}`);
  const log = (line: string) => app.log.warn(line);
  // Follows the processes from their first fork on; a port that is taken stops the start.
  if (config.metrics) await orExit(app, config, () => exposeMetrics(config, aggregateWorkerScrapes(), (line) => app.log.info(line)));
  await app.close();
  runPrimary(workers, log);
} else {
  await serve(config, { prepare: true });
}
