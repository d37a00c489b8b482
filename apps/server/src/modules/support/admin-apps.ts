import type { PartnerApp, registerAppRequest, updateAppRequest } from '@portal/contract/support-admin';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { ClientInputError, addClient, describeClients, findClient, removeClient, rotateClientSecret, updateClient } from '../clients';
import type { Actor } from '../events';
import { recordAdminAction } from './audit';

/**
 * The partner apps from the admins' console: the command line's operations (modules/clients, whose
 * rules they keep), each write in one transaction with its `support_admin_action` (action,
 * client_id, reason) in the admin's log.
 */

type Registration = z.output<typeof registerAppRequest>;
type Changes = z.output<typeof updateAppRequest>;

export async function listApps(ctx: AppContext): Promise<PartnerApp[]> {
  return (await describeClients(ctx.db)).map(toPartnerApp);
}

/** The app and its secret, shown this once (null for a public app). */
export async function registerApp(ctx: AppContext, admin: Actor, input: Registration): Promise<{ app: PartnerApp; secret: string | null }> {
  const { reason, ...fields } = input;
  const { clientId, secret } = await refusedAs400(() =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const added = await addClient(
        trx,
        {
          name: fields.name,
          redirectUris: fields.redirect_uris,
          postLogoutRedirectUris: fields.post_logout_redirect_uris,
          scope: fields.scope,
          publicClient: fields.public,
          machine: fields.machine,
          backchannelLogoutUri: fields.backchannel_logout_uri,
        },
        now,
      );
      await recordAdminAction(trx, admin, 'app_registered', reason, now, { client_id: added.clientId });
      return added;
    }),
  );
  return { app: await appOf(ctx, clientId), secret };
}

export async function updateApp(ctx: AppContext, admin: Actor, clientId: string, input: Changes): Promise<PartnerApp> {
  const { reason, ...fields } = input;
  if (Object.values(fields).every((value) => value === undefined)) throw invalid('Nothing to change: give name, redirect_uris, post_logout_redirect_uris or scope', null);
  await refusedAs400(() =>
    ctx.db.transaction().execute(async (trx) => {
      const changes = { name: fields.name, redirectUris: fields.redirect_uris, postLogoutRedirectUris: fields.post_logout_redirect_uris, scope: fields.scope };
      if (!(await updateClient(trx, clientId, changes))) throw new ApiError('not_found');
      await recordAdminAction(trx, admin, 'app_updated', reason, ctx.clock.now(), { client_id: clientId });
    }),
  );
  return appOf(ctx, clientId);
}

/** Removes the app with every grant and token issued to it. */
export async function removeApp(ctx: AppContext, admin: Actor, clientId: string, reason: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await removeClient(trx, clientId))) throw new ApiError('not_found');
    await recordAdminAction(trx, admin, 'app_removed', reason, ctx.clock.now(), { client_id: clientId });
  });
}

/** A new secret, shown this once; the old one stops working. A public app has none: 400. */
export async function rotateAppSecret(ctx: AppContext, admin: Actor, clientId: string, reason: string): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findClient(trx, clientId))) throw new ApiError('not_found');
    const secret = await rotateClientSecret(trx, clientId);
    if (secret === null) throw invalid(`${clientId} is a public app: it has no secret to rotate`, 'client_id');
    await recordAdminAction(trx, admin, 'app_secret_rotated', reason, ctx.clock.now(), { client_id: clientId });
    return secret;
  });
}

async function appOf(ctx: AppContext, clientId: string): Promise<PartnerApp> {
  const app = (await describeClients(ctx.db)).find((c) => c.clientId === clientId);
  if (!app) throw new ApiError('not_found');
  return toPartnerApp(app);
}

function toPartnerApp(c: Awaited<ReturnType<typeof describeClients>>[number]): PartnerApp {
  return {
    client_id: c.clientId,
    name: c.name,
    redirect_uris: c.redirectUris,
    post_logout_redirect_uris: c.postLogoutRedirectUris,
    scope: c.scope,
    public: c.type === 'public',
    machine: c.type === 'machine',
    variants: c.variants,
    backchannel_logout_uri: c.backchannelLogoutUri,
  };
}

/** The clients service's fields, as the API names them. */
const API_FIELDS: Record<string, string> = {
  clientId: 'client_id',
  name: 'name',
  redirectUris: 'redirect_uris',
  postLogoutRedirectUris: 'post_logout_redirect_uris',
  scope: 'scope',
  publicClient: 'public',
  machine: 'machine',
  backchannelLogoutUri: 'backchannel_logout_uri',
};
const CLI_FLAGS: [RegExp, string][] = [
  [/--redirect-uri\b/g, 'redirect URI'],
  [/--post-logout-uri\b/g, 'post-logout redirect URI'],
  [/--scope\b/g, 'scope'],
  [/--name\b/g, 'name'],
  [/--variant\b/g, 'variant'],
  [/--backchannel-logout-uri\b/g, 'back-channel logout URI'],
];

/**
 * The clients service refuses bad input with a sentence for the command line (`redirectUris.0 must
 * be an absolute https:// address…`): here it is a 400 validation.invalid whose message is that
 * sentence in the API's own field names (without the command line's flags), and whose field is the one it names.
 */
async function refusedAs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ClientInputError)) throw error;
    let message = error.message;
    for (const [camel, snake] of Object.entries(API_FIELDS)) message = message.replace(new RegExp(`(^|: )${camel}\\b`), `$1${snake}`);
    for (const [flag, field] of CLI_FLAGS) message = message.replace(flag, field);
    const path = /^(?:\w+: )?([a-z_]+(?:\.\d+)?)\s/.exec(message)?.[1];
    throw invalid(message, path !== undefined && Object.values(API_FIELDS).includes(path.split('.')[0] ?? '') ? path : null);
  }
}

function invalid(message: string, path: string | null): ApiError {
  return new ApiError('validation.invalid', { message, ...(path ? { fields: [{ path, code: 'invalid' }] } : {}) });
}
