import { contactAddRequest } from '@portal/contract/contact-add';
import { API } from '@portal/contract/http';
import {
  contactAddResponse,
  contactConfirmRequest,
  contactParams,
  contactResendRequest,
  contactResendResponse,
  profileResponse,
  profileUpdateRequest,
  contactConfirmResponse,
} from '@portal/contract/profile';
import { variantForHost } from '@portal/contract/variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, sessionRoutes, stepUpRoutes } from '../../plugins/auth';
import { confirmContactChange, resendContactCode, startContactChange } from './contact-change';
import { deleteContact, makeContactPrimary } from './contact-manage';
import { updateProfile } from './profile-service';
import { loadProfile } from './service';
import { unlinkUpstreamLogin } from '../federation';

const sessionActor = (request: FastifyRequest) => ({ ...actorOfSession(request), sessionId: authOf(request).sessionId });

/**
 * The profile page's changes. Personal details need the session; adding, deleting and switching
 * e-mail addresses and phone numbers need a step-up (they are logins), and so does unlinking
 * Microsoft (also a way in: a stolen session must not take it from its owner). Confirming a code
 * needs only the session: the challenge is bound to the session that passed the step-up to start it.
 */
export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(
    sessionRoutes(async (app) => {
      app.patch(API.user, {
        schema: { tags: ['account'], summary: 'Change names, birthdate, gender or language', body: profileUpdateRequest, response: { 200: profileResponse, ...errorResponses(400, 401) } },
        handler: async (request) => ({ data: await updateProfile(ctx, actorOfSession(request), variantForHost(request.host, ctx.config.luHostPatterns), request.body) }),
      });
      app.post(API.userLoginConfirm, {
        schema: { tags: ['account'], summary: 'Confirm the code sent to a new e-mail or phone: it is added', body: contactConfirmRequest, response: { 200: contactConfirmResponse, ...errorResponses(400, 401, 422, 429) } },
        handler: async (request) => {
          const { user, offer } = await confirmContactChange(ctx, sessionActor(request), request.body);
          return { data: user, ...offer };
        },
      });
      app.post(API.userLoginResend, {
        schema: { tags: ['account'], summary: 'Send the code for a new e-mail or phone again', body: contactResendRequest, response: { 200: contactResendResponse, ...errorResponses(400, 401, 429) } },
        handler: async (request) => ({ resend_in: await resendContactCode(ctx, sessionActor(request), request.body.payload) }),
      });
    }),
    ctx,
  );
  await app.register(
    stepUpRoutes(async (app) => {
      app.post(API.userLogin, {
        schema: { tags: ['account'], summary: 'Add an e-mail or phone: a code is sent to it', body: contactAddRequest, response: { 200: contactAddResponse, ...errorResponses(400, 401, 403, 422, 429) } },
        handler: async (request) => {
          const { email, phone } = request.body;
          return email !== undefined ? startContactChange(ctx, sessionActor(request), 'email', email) : startContactChange(ctx, sessionActor(request), 'phone', phone ?? '');
        },
      });
      app.delete(API.userContact, {
        schema: { tags: ['account'], summary: 'Delete a secondary e-mail or phone', params: contactParams, response: { 200: profileResponse, ...errorResponses(400, 401, 403, 404, 422) } },
        handler: async (request) => ({ data: await deleteContact(ctx, sessionActor(request), request.params.kind, request.params.id) }),
      });
      app.delete(API.userMicrosoftLogin, {
        schema: {
          tags: ['account'],
          summary: 'Unlink the Microsoft account: signing in with Microsoft no longer reaches this account (docs/oauth.md)',
          response: { 200: profileResponse, ...errorResponses(401, 403, 404, 409) },
        },
        handler: async (request) => {
          await unlinkUpstreamLogin(ctx, sessionActor(request));
          return { data: await loadProfile(ctx.db, authOf(request).userId) };
        },
      });
      app.post(API.userContactPrimary, {
        schema: { tags: ['account'], summary: 'Make a verified e-mail or phone with two-step verification the default', params: contactParams, response: { 200: profileResponse, ...errorResponses(400, 401, 403, 404, 422) } },
        handler: async (request) => ({ data: await makeContactPrimary(ctx, sessionActor(request), request.params.kind, request.params.id) }),
      });
    }),
    ctx,
  );
};
