import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Oidc } from './provider';

/**
 * Hands the provider's paths to oidc-provider untouched. In this scope no body parser runs (the
 * provider reads the body itself; a parsed stream would leave the token endpoint without its
 * grant_type) and the reply is hijacked, so Fastify writes nothing after the provider.
 * /oauth/interaction/* are our own routes: Fastify prefers their static prefix to this wildcard.
 */
export async function mountProvider(app: FastifyInstance, oidc: Oidc): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await oidc.handler()(request.raw, reply.raw);
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
