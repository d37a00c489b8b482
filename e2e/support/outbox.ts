import { expect, type APIRequestContext } from '@playwright/test';
import { port } from './demo';

type OutboxMessage = { id: number; channel: 'email' | 'sms'; recipient: string; text: string };

// Node cannot resolve lu.localhost as Chromium does, so the outbox is always read on localhost.
const outboxBase = `http://localhost:${port}`;

async function messagesFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${outboxBase}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The id of the newest message for a recipient, so that a test can wait for the next one. */
export async function lastMessageId(request: APIRequestContext, to: string): Promise<number> {
  return (await messagesFor(request, to))[0]?.id ?? 0;
}

/** Waits for a message newer than `afterId` and returns the 8-digit code in it. */
export async function nextCode(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const newest = (await messagesFor(request, to))[0];
        if (!newest || newest.id <= afterId) return '';
        code = newest.text.match(/\b\d{8}\b/)?.[0] ?? '';
        return code;
      },
      { message: `a new code for ${to}` },
    )
    .not.toBe('');
  return code;
}
