import { hasControlCharacters } from '@portal/contract/fields';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * oidc-provider's endpoints get no zod schema, so the contract's rule for text (no control
 * characters) is applied here, to the query and the form or JSON body, before the provider sees
 * them. The answer keeps the RFC 6749 error shape the provider's clients expect.
 */
export const PROVIDER_BODY_LIMIT = 56 * 1024; // oidc-provider's own limit

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function anyControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => hasControlCharacters(key) || anyControl(inner, depth + 1));
}

function bodyHasControl(request: FastifyRequest): boolean {
  if (!Buffer.isBuffer(request.body)) return false;
  const text = request.body.toString('utf8');
  if (request.headers['content-type']?.includes('json')) {
    try {
      return anyControl(JSON.parse(text));
    } catch {
      return false; // the provider answers invalid_request for a body it cannot parse
    }
  }
  return anyControl(Object.fromEntries(new URLSearchParams(text)));
}

export function hasControlCharacterParameter(request: FastifyRequest): boolean {
  const [path = '', query = ''] = request.raw.url?.split(/\?(.*)/s, 2) ?? [];
  if (hasControlCharacters(decoded(path))) return true;
  if ([...new URLSearchParams(query)].some(([key, value]) => hasControlCharacters(key) || hasControlCharacters(value))) return true;
  return bodyHasControl(request);
}

export function refuseControlCharacters(reply: FastifyReply): FastifyReply {
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .send({ error: 'invalid_request', error_description: 'parameters must not contain control characters' });
}
