import { port } from './demo';
import { readRows, serverDatabaseName } from './test-database';

/**
 * The id of an account's e-mail address in the test server's database: what the support desk's
 * person page would show the agent, a screen not built yet.
 */
export async function emailIdOf(email: string): Promise<number> {
  const [row] = await readRows<{ id: number }>(serverDatabaseName(port), 'select id from user_emails where email = $1', [email]);
  if (!row) throw new Error(`No e-mail address ${email} in the test server's database`);
  return Number(row.id);
}
