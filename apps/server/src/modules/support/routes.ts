import { API } from '@portal/contract/http';
import { personSearchRequest, personSearchResponse, staffMeResponse } from '@portal/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession } from '../../plugins/auth';
import { adminRoutes, staffOf, staffRoutes } from '../../plugins/staff';
import { adminOnlyRoutes } from './admin-routes';
import { personRoutes } from './person-routes';
import { searchPeople } from './search';

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

  await app.register(personRoutes, ctx);
};

export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(staffRoutes(deskRoutes), ctx);
  await app.register(adminRoutes(adminOnlyRoutes), ctx);
};
