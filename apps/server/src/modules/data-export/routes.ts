import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, stepUpRoutes } from '../../plugins/auth';
import { exportAccountData } from './service';

const zipFile = z.string().meta({ format: 'binary' });

/** "Download my data" on the Profile page: a step-up, then the whole account as a ZIP. */
export const dataExportRoutes: FastifyPluginAsyncZod<AppContext> = stepUpRoutes(async (app, ctx) => {
  app.post(API.userExport, {
    schema: {
      tags: ['account'],
      summary: 'Download my data (GDPR articles 15 and 20): everything the portal holds about the account, as a ZIP (step-up)',
      description:
        'Answers application/zip, `attachment; filename="account-data-YYYY-MM-DD.zip"`, holding account.json (the shape of packages/contract/src/account-export.ts: profile and linked ids, e-mails and phones, the IBAN in full, second-factor methods, passkeys, recovery keys counted, trusted devices, sessions, security events, notifications, partner apps and their scopes, cards, invitations, merged accounts, reminders; never a hash, token, secret or sealed value) and summary.html (the same, readable, in the account’s language). ' +
        'A POST because it is recorded (security event `data_exported`) and announced (an e-mailed security notice). 403 mfa.step_up_required without a live step-up; 429 auth.too_many_attempts after one download in a minute per account. See docs/privacy.md.',
      response: { 200: { description: 'The ZIP', content: { 'application/zip': { schema: zipFile } } }, ...errorResponses(401, 403, 429) },
    },
    handler: async (request, reply) => {
      const { fileName, zip } = await exportAccountData(ctx, { ...actorOfSession(request), sessionId: authOf(request).sessionId });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        // Fastify sends a Buffer as it is, never through the serializer; the schema's string is its OpenAPI description.
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) as unknown as string);
    },
  });
});
