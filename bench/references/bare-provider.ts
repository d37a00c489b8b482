// The ceiling of the OpenID endpoints: oidc-provider as the portal runs it (same routes, lifetimes,
// key set, opaque access tokens, rotating refresh tokens, ES256 ID tokens) but with its state in a Map that
// never evicts, no portal code around it. GET /bench/chains?n=N mints N fresh refresh tokens and one
// access token for the bench (the portal's come from real sign-ins). BARE_SECURITY_HEADERS=true adds
// the security headers every portal response carries (`npm run bench:cpu -- --reference-headers`).
import { createServer } from 'node:http';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';
import { OAUTH } from '../../packages/contract/src/oauth';
import { TTL } from '../../apps/server/src/oidc/lifetimes';
import { securityHeaders } from '../../apps/server/src/plugins/security-headers';
import { generateSigningKey, SIGNING_ALGS } from '../../apps/server/src/oidc/signing-keys';
import { BARE_CLIENT, BENCH_SCOPE } from './bare-client';

const records = new Map<string, AdapterPayload>();
const grantMembers = new Map<string, Set<string>>();

class MemoryAdapter implements Adapter {
  constructor(private readonly name: string) {}
  private key(id: string) {
    return `${this.name}:${id}`;
  }
  async upsert(id: string, payload: AdapterPayload): Promise<void> {
    const key = this.key(id);
    records.set(key, payload);
    if (payload.grantId) {
      const members = grantMembers.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      grantMembers.set(payload.grantId, members);
    }
    if (payload.uid) records.set(`uid:${this.name}:${payload.uid}`, { jti: id });
  }
  async find(id: string) {
    return records.get(this.key(id));
  }
  async findByUid(uid: string) {
    const pointer = records.get(`uid:${this.name}:${uid}`);
    return pointer?.jti ? this.find(pointer.jti) : undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(id: string) {
    const payload = records.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    records.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const key of grantMembers.get(grantId) ?? []) records.delete(key);
    grantMembers.delete(grantId);
  }
}

// The portal's key set: one key per algorithm it signs with, ES256 first (the ID tokens' algorithm).
const keys = SIGNING_ALGS.map((alg) => ({ ...generateSigningKey(alg), kid: `bench-${alg}` }));
const port = Number(process.env.PORT);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  adapter: MemoryAdapter,
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
const headers = process.env.BARE_SECURITY_HEADERS === 'true' ? securityHeaders({ secure: false }) : [];
createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  const url = new URL(req.url ?? '/', issuer);
  if (url.pathname !== '/bench/chains') return handle(req, res);
  mint(Number(url.searchParams.get('n') ?? '1')).then(
    (tokens) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tokens)),
    (error: Error) => res.writeHead(500).end(error.message),
  );
}).listen(port, '127.0.0.1', () => console.log('READY null'));
