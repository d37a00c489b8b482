import { outboxQuery, outboxResponse, type OutboxMessage } from '@portal/contract/outbox';
import { API } from '@portal/contract/http';
import { normalizePhone } from '@portal/contract/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { publicRoutes } from '../../plugins/auth';
import { renderOutboxPage } from './outbox-page';
import { latestOutboxMessages } from './repo';

const PAGE_SIZE = 50;

/**
 * Reading the development outbox. Registered only when the outbox is the delivery (never in
 * production), so these paths are 404 everywhere else.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, { db }) => {
  const latest = async (to: string | undefined): Promise<OutboxMessage[]> => {
    const rows = await latestOutboxMessages(db, to === undefined ? undefined : recipientKey(to), PAGE_SIZE);
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  };

  app.get(API.devOutbox, {
    schema: { tags: ['development'], summary: 'Messages caught by the dev outbox, newest first', querystring: outboxQuery, response: { 200: outboxResponse, ...errorResponses(400) } },
    handler: async (request) => ({ data: await latest(request.query.to) }),
  });

  app.get('/dev/outbox', {
    schema: { hide: true, querystring: outboxQuery },
    handler: async (request, reply) => {
      const page = renderOutboxPage(await latest(request.query.to), request.query.to);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  });
});

/**
 * Recipients are stored lowercased (e-mail) or in E.164 (phone). In a query string a "+" arrives
 * as a space, so a phone filter is normalised and given back its "+".
 */
function recipientKey(to: string): string {
  if (to.includes('@')) return to.trim().toLowerCase();
  const phone = normalizePhone(to.trim());
  return phone.startsWith('+') ? phone : `+${phone}`;
}
