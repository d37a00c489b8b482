/** The one client of the bare provider, known to the bench that calls it. */
export const BARE_CLIENT = { client_id: 'bench-client', client_secret: 'bench-client-secret-of-the-bare-provider', redirect_uris: ['http://localhost:9999/callback'] };
export const BENCH_SCOPE = 'openid email offline_access';
