import type { Db } from '../db/database';
import { hashClientSecret, registerClient } from '../modules/clients';

interface DemoClient {
  client_id: string;
  name: string;
  secret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  scope: string;
  /** A machine client's 'client_credentials'; else the code flow's grants. */
  grantTypes?: string;
}

/**
 * The demo partner (docs/demo-data.md), its back end (a machine client: client_credentials) and the
 * two first-party clients the specification names (2 and 51: consent implied, forced MFA applies).
 * Their secrets are public: demo data only.
 */
export const demoClients: DemoClient[] = [
  {
    client_id: 'demo-partner',
    name: 'Demo partner',
    secret: 'demo-partner-secret',
    redirectUris: ['http://localhost:9999/callback', 'http://127.0.0.1:9999/callback'],
    postLogoutRedirectUris: ['http://localhost:9999/logged-out', 'http://127.0.0.1:9999/logged-out'],
    scope: 'openid profile email offline_access user balance history',
  },
  {
    client_id: '2',
    name: 'Client area',
    secret: 'client-area-secret',
    redirectUris: ['http://localhost:8004/callback', 'http://127.0.0.1:8004/callback'],
    postLogoutRedirectUris: ['http://localhost:8004/'],
    scope: 'openid profile email phone offline_access clientarea company customerwrite',
  },
  {
    client_id: '51',
    name: 'Voucher-holder area',
    secret: 'voucher-holder-secret',
    redirectUris: ['http://localhost:8003/callback', 'http://127.0.0.1:8003/callback'],
    postLogoutRedirectUris: ['http://localhost:8003/'],
    scope: 'openid profile email phone offline_access user balance history transaction',
  },
  {
    client_id: 'demo-machine',
    name: 'Demo partner back end',
    secret: 'demo-machine-secret',
    redirectUris: [],
    postLogoutRedirectUris: [],
    scope: 'balance history',
    grantTypes: 'client_credentials',
  },
];

/** Registers the demo clients that are missing; existing ones are left as they are. */
export async function seedDemoClients(db: Db, now = Date.now()): Promise<void> {
  for (const c of demoClients) {
    await registerClient(db, {
      client_id: c.client_id,
      name: c.name,
      secret_hash: hashClientSecret(c.secret),
      redirect_uris: JSON.stringify(c.redirectUris),
      post_logout_redirect_uris: JSON.stringify(c.postLogoutRedirectUris),
      scope: c.scope,
      ...(c.grantTypes ? { grant_types: c.grantTypes } : {}),
      created_at: now,
    });
  }
}
