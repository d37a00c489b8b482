import { variantForHost } from '@portal/contract/variants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasControlCharacterParameter, PROVIDER_BODY_LIMIT, refuseControlCharacters } from './parameter-guard';
import type { Oidc } from './provider';

/**
 * Hands the provider's paths to oidc-provider, after one check: no parameter may hold a control
 * character (parameter-guard.ts). Form and JSON bodies are read here for that check and handed
 * to the provider as `req.body`, which it reads instead of the spent stream; other bodies stay
 * unread. The reply is hijacked, so Fastify writes nothing after the provider.
 * /oauth/interaction/* are our own routes: Fastify prefers their static prefix to this wildcard.
 */
export async function mountProvider(app: FastifyInstance, oidc: Oidc, luHostPatterns: readonly string[]): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'application/json'], { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasControlCharacterParameter(request)) return refuseControlCharacters(reply);
      if (Buffer.isBuffer(request.body)) Object.assign(request.raw, { body: request.body });
      reply.hijack();
      // Each host answers as its variant's issuer (provider.ts).
      await oidc.handler(variantForHost(request.host, luHostPatterns))(request.raw, reply.raw);
    };
    const routeOptions = { schema: { hide: true } };
    scope.all('/.well-known/openid-configuration', routeOptions, forward);
    // RFC 8414 metadata: the same document (OpenID discovery is a superset of it).
    scope.all('/.well-known/oauth-authorization-server', routeOptions, async (request, reply) => {
      request.raw.url = '/.well-known/openid-configuration';
      return forward(request, reply);
    });
    scope.all('/oauth/*', routeOptions, forward);
  });
}
