import type { LightMyRequestResponse } from 'fastify';
import { addClient } from '../modules/clients';
import { startTestApp, type TestApp } from './app';
import { browse, CookieJar, decide, signedInJar } from './oauth';
import { freePort } from './processes';

/**
 * "Sign in with Microsoft" in tests: a portal whose upstream provider is another portal, which must
 * listen on a port (openid-client talks to it over HTTP).
 */
export interface FederatedPair {
  upstream: TestApp;
  portal: TestApp;
  issuer: string;
  close(): Promise<void>;
}

export async function startFederatedPair(): Promise<FederatedPair> {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const upstream = await startTestApp({ PUBLIC_URL: issuer });
  await upstream.app.listen({ port, host: '127.0.0.1' });
  const { secret } = await addClient(upstream.database.db, {
    clientId: 'account-portal',
    name: 'Account portal',
    redirectUris: ['http://localhost:8080/federation/callback'],
    scope: 'openid email profile',
  });
  const portal = await startTestApp({ UPSTREAM_OIDC_ISSUER: issuer, UPSTREAM_OIDC_CLIENT_ID: 'account-portal', UPSTREAM_OIDC_CLIENT_SECRET: secret ?? '' });
  return {
    upstream,
    portal,
    issuer,
    async close() {
      await portal.close();
      await upstream.close();
    },
  };
}

/**
 * Starts an upstream sign-in at the portal (`startUrl`), signs in at the upstream with the session
 * `upstreamToken` and approves the portal there; answers the browser's cookies and the portal's
 * callback path.
 */
export async function throughUpstream(pair: FederatedPair, startUrl: string, upstreamToken: string) {
  const jar = new CookieJar();
  const start = await pair.portal.app.inject({ url: startUrl });
  if (start.statusCode !== 303) throw new Error(`The upstream sign-in did not start: ${start.statusCode}`);
  jar.store(start);
  const location = new URL(start.headers.location as string);
  if (location.origin !== pair.issuer) throw new Error(`The upstream sign-in went to ${location.origin}`);

  const upstreamJar = signedInJar(upstreamToken);
  let stop = await browse(pair.upstream.app, upstreamJar, location.pathname + location.search);
  if (stop.kind === 'approve') stop = await browse(pair.upstream.app, upstreamJar, (await decide(pair.upstream.app, upstreamToken, stop.location, true)).json().target);
  if (stop.kind !== 'app') throw new Error(`The upstream stopped at ${stop.kind} ${stop.location}`);
  const callback = new URL(stop.location);
  return { jar, callback: callback.pathname + callback.search };
}

/** The portal's callback, with the cookies of the browser that started the sign-in. */
export const callbackWith = (pair: FederatedPair, jar: CookieJar, url: string) => pair.portal.app.inject({ url, headers: { cookie: jar.header() } });

/** The portal's login cookie set by a response, if any. */
export const loginTokenOf = (response: LightMyRequestResponse) => String(response.headers['set-cookie']).match(/(?:^|,)\s*token=([\w-]+)/)?.[1];
