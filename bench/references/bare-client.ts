/** The one client of the bare provider, known to the bench that calls it. */
export const BARE_CLIENT = { client_id: 'bench-client', client_secret: 'bench-client-secret-of-the-bare-provider', redirect_uris: ['http://localhost:9999/callback'] };
export const BENCH_SCOPE = 'openid email offline_access';

/** The bare provider's fresh tokens for a row: `n` refresh tokens (chains) and one access token. */
export async function bareTokens(url: string, n: number): Promise<{ refreshTokens: string[]; accessToken: string }> {
  return (await (await fetch(`${url}/bench/chains?n=${n}`)).json()) as { refreshTokens: string[]; accessToken: string };
}
