import { API } from '@portal/contract/http';
import { personSearchRequest, personSearchResponse, staffListResponse, staffMeResponse } from '@portal/contract/support';
import { personParams, supportResetRequest, supportResetResponse } from '@portal/contract/support-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession } from '../../plugins/auth';
import { adminRoutes, staffOf, staffRoutes } from '../../plugins/staff';
import { searchPeople } from './search';
import { supportReset } from './reset';
import { listStaff } from './staff';

/**
 * The support desk's API (issue 37; docs/support.md). Every route sits in the staff boundary
 * (plugins/staff.ts): 404 not_found to anyone but staff with a fresh desk session, left out of the
 * OpenAPI document.
 */
const deskRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.supportMe, {
    schema: { tags: ['support'], summary: 'The staff member of this desk session and their role', response: { 200: staffMeResponse, ...errorResponses(404) } },
    handler: async (request) => {
      const { userId, role } = staffOf(request);
      return { data: { id: userId, role } };
    },
  });

  app.post(API.supportPeopleSearch, {
    schema: {
      tags: ['support'],
      summary: 'Find people by one exact e-mail address, phone number, card number or national register number, with a reason',
      description: 'At most 10 people, each with id, name and masked e-mail. 429 auth.too_many_attempts after 30 searches of the agent in an hour. Every search is in the security log.',
      body: personSearchRequest,
      response: { 200: personSearchResponse, ...errorResponses(400, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await searchPeople(ctx, actorOfSession(request), request.body) }),
  });

  app.post(API.supportReset, {
    schema: {
      tags: ['support'],
      summary: 'The support reset of the second factor: after the identity check, a one-time support code to one of the person’s verified contacts',
      description:
        'The code lets the next sign-in pass the second factor once and leads to setting up a new method; it works for 24 hours and replaces any previous one. 422 support.identity_mismatch when the card or national register number is not the person’s. The answer never holds the code.',
      params: personParams,
      body: supportResetRequest,
      response: { 200: supportResetResponse, ...errorResponses(400, 403, 404, 422, 429) },
    },
    handler: async (request) => supportReset(ctx, actorOfSession(request), request.params.id, request.body),
  });
};

/** What only admins see. */
const adminOnlyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.supportAgents, {
    schema: { tags: ['support'], summary: 'Every staff member with their role (admins)', response: { 200: staffListResponse, ...errorResponses(404) } },
    handler: async () => {
      const staff = await listStaff(ctx.db);
      return { data: staff.map((s) => ({ id: s.userId, name: s.name, email: s.email, role: s.role, since: new Date(s.since).toISOString() })) };
    },
  });
};

export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(staffRoutes(deskRoutes), ctx);
  await app.register(adminRoutes(adminOnlyRoutes), ctx);
};
