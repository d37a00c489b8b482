import type autocannon from 'autocannon';
import { OAUTH } from '../../packages/contract/src/oauth';
import { measureHttp, type Measurement, type Plan } from './measure';

interface Chain {
  token: string;
}

/**
 * Refresh token grants with rotation, one connection per chain; `freshChains(n)` gives n new
 * refresh tokens before every run (a run's last rotation may be lost in flight, and reusing a
 * rotated token would revoke the grant). autocannon clears a connection's context before each
 * request, but only after onResponse: so a request takes a chain from the free ones and its
 * response hands it back with the rotated token.
 */
export function refreshLoad(plan: Plan, url: string, authorization: string, chains: number, freshChains: (n: number) => Promise<string[]>): Promise<Measurement> {
  let free: Chain[] = [];
  const request: autocannon.Request = {
    method: 'POST',
    path: OAUTH.token,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    setupRequest: (req, context) => {
      const chain = free.shift();
      if (!chain) throw new Error('more requests in flight than refresh token chains');
      (context as { chain?: Chain }).chain = chain;
      return { ...req, body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(chain.token)}` };
    },
    onResponse: (status, body, context) => {
      const chain = (context as { chain: Chain }).chain;
      if (status === 200) chain.token = (JSON.parse(body) as { refresh_token: string }).refresh_token;
      free.push(chain);
    },
  };
  return measureHttp({ url, connections: chains, requests: [request] }, plan, async () => {
    free = (await freshChains(chains)).map((token) => ({ token }));
  });
}
