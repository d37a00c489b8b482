// What both bare oidc-provider references share (bare-provider.ts in memory, bare-provider-db.ts on
// the portal's database engine): oidc-provider as the portal runs it (same routes, lifetimes, key
// set, opaque access tokens, rotating refresh tokens, ES256 ID tokens), no portal code around it,
// and GET /bench/chains?n=N, which mints N fresh refresh tokens and one access token for the bench
// (the portal's come from real sign-ins). Only the adapter and the security headers differ.
import { createServer } from 'node:http';
import Provider, { type AdapterConstructor, type AdapterFactory } from 'oidc-provider';
import { OAUTH } from '../../packages/contract/src/oauth';
import { TTL } from '../../apps/server/src/oidc/lifetimes';
import { securityHeaders } from '../../apps/server/src/plugins/security-headers';
import { generateSigningKey, SIGNING_ALGS } from '../../apps/server/src/oidc/signing-keys';
import { BARE_CLIENT, BENCH_SCOPE } from './bare-client';

export interface BareProviderOptions {
  /** Where the provider keeps its grants, codes, tokens and sessions. */
  adapter: AdapterConstructor | AdapterFactory;
  /** The headers every portal answer carries (`securityHeaders` of the portal, plain http), on every answer. */
  securityHeaders: boolean;
}

/** Starts the provider on PORT and prints `READY null` once it listens (bench/lib/processes.ts). */
export function serveBareProvider(options: BareProviderOptions): void {
  // The portal's key set: one key per algorithm it signs with, ES256 first (the ID tokens' algorithm).
  const keys = SIGNING_ALGS.map((alg) => ({ ...generateSigningKey(alg), kid: `bench-${alg}` }));
  const port = Number(process.env.PORT);
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    adapter: options.adapter,
    clients: [{ ...BARE_CLIENT, grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic', id_token_signed_response_alg: 'ES256' }],
    jwks: { keys: keys as never[] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: `${sub}@bench.example`, email_verified: true }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false }, introspection: { enabled: true }, revocation: { enabled: true }, userinfo: { enabled: true } },
    routes: { token: OAUTH.token, userinfo: OAUTH.userinfo, jwks: OAUTH.jwks, introspection: OAUTH.introspection, revocation: OAUTH.revocation, authorization: OAUTH.authorization, end_session: OAUTH.endSession },
    ttl: { ...TTL },
    rotateRefreshToken: true,
  });

  /** A grant as a finished authorization code flow leaves it, with `n` refresh tokens and an access token. */
  async function mint(n: number) {
    const client = await provider.Client.find(BARE_CLIENT.client_id);
    if (!client) throw new Error('bench client missing');
    const accountId = `bench-${Math.random().toString(36).slice(2)}`;
    const grant = new provider.Grant({ accountId, clientId: client.clientId });
    grant.addOIDCScope(BENCH_SCOPE);
    const grantId = await grant.save();
    const authTime = Math.floor(Date.now() / 1000);
    const common = { accountId, client, grantId, gty: 'authorization_code', authTime };
    const refreshTokens = [];
    for (let i = 0; i < n; i++) refreshTokens.push(await new provider.RefreshToken({ ...common, scope: BENCH_SCOPE }).save());
    const accessToken = await new provider.AccessToken({ ...common, scope: BENCH_SCOPE }).save();
    return { refreshTokens, accessToken };
  }

  const handle = provider.callback();
  const headers = options.securityHeaders ? securityHeaders({ secure: false }) : [];
  createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname !== '/bench/chains') return handle(req, res);
    mint(Number(url.searchParams.get('n') ?? '1')).then(
      (tokens) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tokens)),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  }).listen(port, '127.0.0.1', () => console.log('READY null'));
}
