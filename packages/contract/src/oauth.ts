import { z } from 'zod/mini';
import { text } from './fields';
import { scopeKeys } from './scopes';

/**
 * The spec's consent calls (section 7), on top of the OpenID Connect provider. A sign-in request of
 * a partner app is an "interaction" of the provider; the SPA refers to it by its id.
 */
const interactionId = text(64).check(z.regex(/^[\w-]{1,64}$/, 'invalid'));

/**
 * GET /api/authorize. Either `interaction` (the /approve screen), or the spec's
 * `client_id`, `redirect_uri` and `response_type=code` of an authorization request (the /partner
 * screen), whose other parameters pass through to the target.
 */
export const authorizeQuery = z.catchall(
  z.object({
    interaction: z.optional(interactionId),
    client_id: z.optional(text(200).check(z.minLength(1))),
    redirect_uri: z.optional(text(2000).check(z.minLength(1))),
    response_type: z.optional(z.literal('code')),
    scope: z.optional(text(2000)),
  }),
  text(4000),
).check(
  z.refine((q) => q.interaction !== undefined || (q.client_id !== undefined && q.redirect_uri !== undefined && q.response_type !== undefined), {
    message: 'required',
    path: ['interaction'],
  }),
);
export type AuthorizeQuery = z.infer<typeof authorizeQuery>;

export const oauthClientSummary = z.object({ client_id: z.string(), name: z.string() });

/**
 * GET /api/clients/{client_id}/name: the display name of a registered app, for "Sign in to continue
 * to ...". Null for any other id, in the same shape: nothing else about clients is public.
 */
export const clientNameResponse = z.object({ name: z.nullable(z.string()) });
export type ClientNameResponse = z.infer<typeof clientNameResponse>;

/**
 * `approvalType: 'scopes'` means the person must approve the listed scopes first; `none` means
 * nothing is left to approve. `target` is where the browser continues: a page load, not a fetch.
 */
export const authorizeResponse = z.object({
  approvalType: z.enum(['scopes', 'none']),
  target: z.string(),
  client: oauthClientSummary,
  scopes: z.array(z.enum(scopeKeys)),
  /**
   * For a consent interaction: the app's authorization request from its start. "Use another
   * account" signs out and goes there, so the consent comes back for the account then signed in.
   */
  restart: z.optional(z.string()),
});
export type AuthorizeResponse = z.infer<typeof authorizeResponse>;

/** PUT or POST /api/authorize: the person's decision on an interaction's consent. */
export const authorizeDecisionRequest = z.object({
  interaction: interactionId,
  approve: z.boolean(),
});
export type AuthorizeDecisionRequest = z.infer<typeof authorizeDecisionRequest>;

/** Where the browser goes next: the provider finishes the sign-in there and returns to the app. */
export const authorizeDecisionResponse = z.object({ target: z.string() });

/** One app the account has authorised (GET /api/tokens values). */
export const authorisationSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(scopeKeys)),
});
export type Authorisation = z.infer<typeof authorisationSchema>;

/** GET /api/tokens: an object keyed by client id, as in the specification. */
export const authorisationsResponse = z.record(z.string(), authorisationSchema);
export type Authorisations = z.infer<typeof authorisationsResponse>;

export const clientIdParams = z.object({ client_id: text(200).check(z.minLength(1)) });

/**
 * Where the OpenID Connect provider lives on the site. Everything under `/oauth/` is a server
 * route: the SPA loads it in the window, never through its router or a fetch.
 */
export const OAUTH = {
  prefix: '/oauth/',
  authorization: '/oauth/auth',
  token: '/oauth/token',
  userinfo: '/oauth/me',
  jwks: '/oauth/jwks',
  revocation: '/oauth/token/revocation',
  introspection: '/oauth/token/introspection',
  endSession: '/oauth/session/end',
  pushedAuthorization: '/oauth/request',
  interaction: '/oauth/interaction',
} as const;

/** Why the provider sent the browser to OAUTH_ERROR_PATH (contract/spa-paths.ts). */
export const oauthErrorReasons = ['configuration', 'expired', 'failure'] as const;
export type OAuthErrorReason = (typeof oauthErrorReasons)[number];

export function isOAuthPath(target: string): boolean {
  return target.startsWith(OAUTH.prefix);
}

/**
 * "Sign in with Microsoft": federation with an upstream OpenID provider. Browser navigations:
 * `start` (query `redirect`, the remembered target) sends the person upstream; the upstream
 * returns to `callback`. Failures come back to the login page with `notice` set to an error code.
 */
export const FEDERATION = {
  start: '/federation/start',
  callback: '/federation/callback',
} as const;

export const federationNotices = ['federation.failed', 'federation.no_account', 'federation.unlinked', 'account.closed'] as const;
export type FederationNotice = (typeof federationNotices)[number];
