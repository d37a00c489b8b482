import type { SecurityEventType } from '@portal/contract/events';
import type { TestApp } from './app';
import { sessionHeaders, signInWithFactor } from './flows';
import { totpCode } from './totp';

/** The support desk's tests (modules/support): sessions of staff and reads of the logs. */
export type Headers = Record<string, string>;

/** A desk session: signed in with the authenticator, a new 30-second step each time since a code works once. */
export async function deskSession(t: TestApp, username: string): Promise<Headers> {
  t.clock.advance(31_000);
  const response = await signInWithFactor(t.app, username, 'totp', totpCode(t.clock.now()));
  if (response.statusCode !== 200) throw new Error(`Desk sign-in failed: ${response.body}`);
  return sessionHeaders(response.json().access_token);
}

export async function idOf(t: TestApp, email: string): Promise<number> {
  return (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
}

/** An account's events of one action, oldest first, with their detail parsed. */
export async function eventsOf(t: TestApp, userId: number, action: SecurityEventType) {
  const rows = await t.database.db.selectFrom('security_events').selectAll().where('user_id', '=', userId).where('action', '=', action).orderBy('id').execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail ?? '{}') as Record<string, unknown> }));
}

/** The dev outbox's messages to an address or number, newest first. */
export async function outboxOf(t: TestApp, to: string): Promise<{ subject: string; text: string }[]> {
  return (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;
}
