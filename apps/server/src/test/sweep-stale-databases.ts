import { dropStaleTestDatabases } from './database';

/** Vitest's global setup: once per run, before any file, the databases killed runs left behind go. */
export default async function setup(): Promise<void> {
  await dropStaleTestDatabases();
}
