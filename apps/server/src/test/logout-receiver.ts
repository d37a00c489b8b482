import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type ProtectedHeaderParameters } from 'jose';

export interface ReceivedLogout {
  /** The path it was posted to: the receiving client's (one receiver serves several). */
  path: string;
  header: ProtectedHeaderParameters;
  payload: JWTPayload & { sid?: string; events?: Record<string, unknown>; nonce?: unknown };
}

/** How the receiver answers the nth token posted to a path (from 1): a status, or 'hang' (no answer ever). */
export type Answering = (path: string, nth: number) => number | 'hang';

/**
 * A partner app's back-channel logout endpoint, as a plain HTTP server on 127.0.0.1: it verifies
 * each logout token's signature and issuer with jose against the portal's published JWKS and
 * keeps what it received; tests check the claims. A token that does not verify is answered 400
 * (Back-Channel Logout 1.0 section 2.8) and counted in `refused`.
 */
export async function startLogoutReceiver(portal: { jwksUrl: string; issuer: string }) {
  const jwks = createRemoteJWKSet(new URL(portal.jwksUrl));
  const received: ReceivedLogout[] = [];
  const refused: string[] = [];
  const counts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  let answering: Answering = () => 200;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    const nth = (counts.get(path) ?? 0) + 1;
    counts.set(path, nth);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    try {
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/x-www-form-urlencoded') throw new Error('not a form POST');
      const { payload, protectedHeader } = await jwtVerify(form.get('logout_token') ?? '', jwks, { issuer: portal.issuer });
      received.push({ path, header: protectedHeader, payload: payload as ReceivedLogout['payload'] });
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end();
      return;
    }
    const answer = answering(path, nth);
    if (answer !== 'hang') response.writeHead(answer, { 'cache-control': 'no-store' }).end();
    else hanging.add(response);
  };
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    refused,
    /** The back-channel logout URI of a client named `name`. */
    uri: (name: string) => `http://127.0.0.1:${port}/${name}`,
    answer(how: Answering) {
      answering = how;
    },
    /** Answers 200 at last to the tokens held unanswered (the sender may have given up on them already). */
    releaseHung() {
      for (const response of hanging) if (!response.writableEnded) response.writeHead(200).end();
      hanging.clear();
    },
    /** The tokens received at `name`'s URI. */
    of: (name: string) => received.filter((r) => r.path === `/${name}`),
    /** Waits until `name` has received `count` tokens, at most `ms`; answers them. */
    async waitFor(name: string, count: number, ms = 3000) {
      const until = Date.now() + ms;
      while (received.filter((r) => r.path === `/${name}`).length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      return received.filter((r) => r.path === `/${name}`);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LogoutReceiver = Awaited<ReturnType<typeof startLogoutReceiver>>;

/**
 * Puts the test app on a real port (the receiver fetches the portal's JWKS over HTTP) and starts a
 * receiver that checks logout tokens against it.
 */
export async function listenWithLogoutReceiver(t: TestApp): Promise<LogoutReceiver> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return startLogoutReceiver({ jwksUrl: `http://127.0.0.1:${port}/oauth/jwks`, issuer: t.config.publicUrl });
}
