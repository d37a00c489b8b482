import { Readable } from 'node:stream';
import { API } from '@portal/contract/http';
import { staffListResponse } from '@portal/contract/support';
import {
  adminReasonRequest,
  appParams,
  appResponse,
  auditExportQuery,
  auditQuery,
  auditResponse,
  partnerAppsResponse,
  registerAppRequest,
  registeredAppResponse,
  rotatedSecretResponse,
  rotateKeysResponse,
  signingKeysResponse,
  updateAppRequest,
} from '@portal/contract/support-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession } from '../../plugins/auth';
import { listApps, registerApp, removeApp, rotateAppSecret, updateApp } from './admin-apps';
import { listKeys, rotateKeys } from './admin-keys';
import { recordAdminAction } from './audit';
import { auditCsv } from './audit-csv';
import { auditPage } from './audit-log';
import { listStaff } from './staff';

const noContent = z.undefined().describe('No content');

/** Entries on an audit page when the query names no limit. */
const AUDIT_PAGE_DEFAULT = 50;

/**
 * What only admins see and do (issue 37; docs/support.md), inside `adminRoutes` (routes.ts): an
 * agent gets the 404 of an unknown address like anyone else. Every write carries a reason and is a
 * `support_admin_action` in the admin's log, which the audit lists with the agents' entries.
 */
export const adminOnlyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.supportAgents, {
    schema: { tags: ['support'], summary: 'Every staff member with their role (admins)', response: { 200: staffListResponse, ...errorResponses(404) } },
    handler: async () => {
      const staff = await listStaff(ctx.db);
      return { data: staff.map((s) => ({ id: s.userId, name: s.name, email: s.email, role: s.role, since: new Date(s.since).toISOString() })) };
    },
  });

  app.get(API.supportAudit, {
    schema: {
      tags: ['support'],
      summary: "Every agent's searches, opened pages and actions and every admin's changes, newest first (admins)",
      querystring: auditQuery,
      response: { 200: auditResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { agent, before, limit } = request.query;
      const { entries, next } = await auditPage(ctx.db, { agent, before }, limit ?? AUDIT_PAGE_DEFAULT);
      return { data: entries, next };
    },
  });

  app.get(API.supportAuditExport, {
    schema: { tags: ['support'], summary: 'The audit of a period of at most 366 days as CSV (admins)', querystring: auditExportQuery },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      await recordAdminAction(ctx.db, actorOfSession(request), 'audit_exported', null, ctx.clock.now(), { from, to });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="support-audit-${from}-${to}.csv"`);
      return reply.send(Readable.from(auditCsv(ctx.db, Date.parse(from), Date.parse(to))));
    },
  });

  app.get(API.supportApps, {
    schema: { tags: ['support'], summary: 'Every partner app, without secrets (admins)', response: { 200: partnerAppsResponse, ...errorResponses(404) } },
    handler: async () => ({ data: await listApps(ctx) }),
  });

  app.post(API.supportApps, {
    schema: {
      tags: ['support'],
      summary: 'Register a partner app, with a reason (admins); its secret is in this answer only',
      description: 'The rules of `npm run cli -- clients add`: a refused field is 400 validation.invalid with the reason in `message`.',
      body: registerAppRequest,
      response: { 201: registeredAppResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      const { app: registered, secret } = await registerApp(ctx, actorOfSession(request), request.body);
      return reply.code(201).send({ data: registered, client_secret: secret });
    },
  });

  app.patch(API.supportApp, {
    schema: {
      tags: ['support'],
      summary: "Change a partner app's name, redirect or logout URIs or scope, with a reason (admins)",
      params: appParams,
      body: updateAppRequest,
      response: { 200: appResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => ({ data: await updateApp(ctx, actorOfSession(request), request.params.client_id, request.body) }),
  });

  app.delete(API.supportApp, {
    schema: {
      tags: ['support'],
      summary: 'Remove a partner app with every grant and token issued to it, with a reason (admins)',
      params: appParams,
      body: adminReasonRequest,
      response: { 204: noContent, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      await removeApp(ctx, actorOfSession(request), request.params.client_id, request.body.reason);
      return reply.code(204).send();
    },
  });

  app.post(API.supportAppSecret, {
    schema: {
      tags: ['support'],
      summary: "A new secret for a confidential partner app, shown once; the old one stops working (admins)",
      params: appParams,
      body: adminReasonRequest,
      response: { 200: rotatedSecretResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => ({ client_secret: await rotateAppSecret(ctx, actorOfSession(request), request.params.client_id, request.body.reason) }),
  });

  app.get(API.supportKeys, {
    schema: { tags: ['support'], summary: 'The signing keys and their state (admins)', response: { 200: signingKeysResponse, ...errorResponses(404) } },
    handler: async () => ({ data: await listKeys(ctx) }),
  });

  app.post(API.supportKeysRotate, {
    schema: {
      tags: ['support'],
      summary: 'Rotate the signing keys, with a reason (admins): new keys published now, signing after five minutes',
      body: adminReasonRequest,
      response: { 200: rotateKeysResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const { activatesAt } = await rotateKeys(ctx, actorOfSession(request), request.body.reason);
      // This process publishes the new keys at once; the others within a minute (oidc/provider.ts).
      await request.server.oidc.refreshKeys();
      return { activates_at: new Date(activatesAt).toISOString() };
    },
  });
};
