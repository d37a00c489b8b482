import { accountDeletionRequest, accountDeletionResponse, accountRestoreRequest, accountRestoreResponse } from '@portal/contract/account-deletion';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { linkOrigin } from '../../config/hosts';
import type { Db } from '../../db/database';
import { userAgentOf } from '../../lib/actor';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, publicRoutes, stepUpRoutes } from '../../plugins/auth';
import { deviceIdOf } from '../../plugins/device-id';
import { clearLoginCookie } from '../sessions';
import { closeAccount } from './close';
import { restoreAccount } from '../account-restore';

/** Deleting one's account needs a fresh second factor, spent in the closing's transaction (docs/privacy.md). */
const closeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(API.userDeletion, {
    schema: {
      tags: ['account'],
      summary: 'Delete my account: closed at once (sessions, partner apps, trusted devices end), erased after 14 days unless restored',
      description:
        'A client-area account (customer_user_id set) must send acknowledge_client_area: true (409 account.client_area_notice otherwise). ' +
        '`confirm` is the deletion word of any portal language (DELETE, VERWIJDEREN, SUPPRIMER, LÖSCHEN). Refused with nothing changed while a merge ' +
        '(409 account.merge_in_progress) or a recovery request (409 account.recovery_in_progress) is open. The default e-mail address gets the restore link.',
      body: accountDeletionRequest,
      response: { 200: accountDeletionResponse, ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: async (request, reply) => {
      const spend = (trx: Db, now: number) => ctx.trust.spendStepUp(trx, authOf(request), now);
      const answer = await closeAccount(ctx, actorOfSession(request), request.body, spend, linkOrigin(ctx.config, request.hostname));
      clearLoginCookie(reply, ctx.config, request.hostname);
      return answer;
    },
  });
};

/** Restoring needs no session: a closed account has none (docs/privacy.md). */
const restoreRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(API.accountRestore, {
    schema: {
      tags: ['account'],
      summary: 'Restore a closed account before its erasure: the closing e-mail’s link token, or the payload of a sign-in’s account.closed answer (same device)',
      body: accountRestoreRequest,
      response: { 200: accountRestoreResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => restoreAccount(ctx, request.body, { deviceId: deviceIdOf(request), ip: request.ip, userAgent: userAgentOf(request) }),
  });
};

export const accountDeletionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(stepUpRoutes(closeRoutes), ctx);
  await app.register(publicRoutes(restoreRoutes), ctx);
};
