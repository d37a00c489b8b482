import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { migrateToLatest } from './db/migrate';
import { DEMO_PASSWORD, seedDemoData } from './demo/seed';
import { seedDemoClients } from './demo/clients';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const app = await buildApp(config);
try {
  await migrateToLatest(app.database);
  if (config.seedDemo && (await seedDemoData(app.database, config))) {
    app.log.info(`Seeded the demo accounts (demo@example.com and others, password ${DEMO_PASSWORD})`);
  }
  if (config.seedDemo) await seedDemoClients(app.database.db);
  // Fastify logs one line per network interface when listening on 0.0.0.0; one line with the
  // public URL is more useful. Start-up errors still surface: listen rejects.
  app.log.level = 'silent';
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.level = config.logLevel;
  app.log.info(`Account portal listening on 0.0.0.0:${config.port}, open ${config.publicUrl}`);
} catch (error) {
  app.log.level = config.logLevel;
  app.log.fatal({ err: error }, 'Start-up failed');
  await app.close();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
