import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config/config';

/**
 * What the logs may say (docs/operations.md, "Logs"). A line never carries a secret: no password,
 * one-time code, token, recovery key, authenticator secret, card number or IBAN. Bodies and
 * headers are never logged; a URL keeps its parameters' names, not their values; errors lose
 * their secret-looking fields; and a last pass over each written line blanks credentials in any
 * text (query values, bearer and basic credentials, JWTs) that a message may have quoted.
 */

/**
 * The query parameters whose values an operator needs to tell one app's or flow's requests from
 * another's; none is a secret. Everything else (code, state, nonce, code_challenge, id_token_hint,
 * login_hint, redirect, to, ...) is logged as its name only.
 */
const SHOWN_PARAMETERS = new Set(['client_id', 'response_type', 'response_mode', 'scope', 'prompt', 'error', 'notice']);
/** Shown values are short words ("openid profile email", "demo-partner", "login", "access_denied"). */
const SHOWN_VALUE = /^[\w .:-]{1,100}$/;
/**
 * A parameter name is itself a value when it does not look like one: too long (a token, a JWT, an
 * authenticator secret), with other characters (a password) or a run of digits (a code, a key).
 */
const PARAMETER_NAME = /^(?!.*\d{4})[A-Za-z_][\w.[\]-]{0,23}$/;
const HIDDEN = '…';

/** An address as logged: the path, and the query's parameter names with only the SHOWN_PARAMETERS' values. */
export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parameters = [...new URLSearchParams(url.slice(query + 1))].map(([name, value]) => {
    if (!PARAMETER_NAME.test(name)) return HIDDEN;
    return `${name}=${SHOWN_PARAMETERS.has(name) && SHOWN_VALUE.test(value) ? encodeURIComponent(value) : HIDDEN}`;
  });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}

/**
 * The request as Fastify logs it, with the address reduced by urlForLog. Every address counts:
 * login pages (a form sent without the script put `?email=…&password=…` there), the provider's
 * `/oauth/auth?…&code_challenge=…&state=…` and `/oauth/session/end?id_token_hint=…`, the upstream
 * sign-in's `/federation/callback?code=…&state=…`, the dev outbox's `?to=ADDRESS`.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fields of an error (or of what it carries: a cause, an upstream answer, a driver's detail) whose
 * values may be secrets or the person's input. `code` stays: it is the error's code (SQLSTATE,
 * ECONNREFUSED, FST_..., an OAuth error), unless it looks like a one-time code.
 */
const SECRET_FIELD = /pass|secret|token|authori[sz]ation|cookie|verifier|otp|iban|card|recovery|credential|session|^(sid|nonce|state|payload|body|parameters|params|values|args|data|input|key|keys|jwt|assertion)$/i;
const ONE_TIME_CODE = /^\d{6,8}$/;
const MAX_DEPTH = 6;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (SECRET_FIELD.test(name)) out[name] = '[redacted]';
    else if (name === 'code' && typeof field === 'string' && ONE_TIME_CODE.test(field)) out[name] = '[redacted]';
    else out[name] = scrubValue(field, depth + 1);
  }
  return out;
}

/**
 * PostgreSQL quotes the values it refused or found in its messages and details (`invalid input
 * syntax for type integer: "…"`, `Key (email)=(…) already exists`, `Failing row contains (…)`):
 * the person's input, sometimes a secret. node-postgres errors carry SQLSTATE and severity, and
 * never the query's parameters; SQLite's errors name only the constraint.
 */
function withoutDatabaseValues(error: Record<string, unknown>): Record<string, unknown> {
  if (typeof error.severity !== 'string' || typeof error.code !== 'string') return error;
  const blank = (text: unknown) =>
    typeof text === 'string'
      ? text
          .replace(/: "[^"]*"/g, `: "${HIDDEN}"`)
          .replace(/\)=\(.*?\)( already exists| is not present| conflicts|\.|$)/g, `)=(${HIDDEN})$1`)
          .replace(/Failing row contains \(.*\)/g, `Failing row contains (${HIDDEN})`)
      : text;
  return { ...error, message: blank(error.message), stack: blank(error.stack), detail: blank(error.detail), where: blank(error.where) };
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** pino's error serializer (type, message, stack, own fields, cause), then scrubbed. */
export function errorForLog(error: Error): SerializedError {
  if (!(error instanceof Error)) return scrubValue(error, 0) as SerializedError;
  return scrubValue(withoutDatabaseValues(stdSerializers.err(error) as unknown as Record<string, unknown>), 0) as SerializedError;
}

/** A shown parameter's value, as it may appear (encoded) in a quoted address. */
const SHOWN_ENCODED_VALUE = /^[\w.:+%-]{1,100}$/;

/** Blanks the credentials a text may quote: a message, an error's message or stack, a whole log line. */
export function scrubText(text: string): string {
  if (!/=|eyJ|Bearer|Basic|DPoP/i.test(text)) return text;
  return (
    text
      // JWTs (ID token hints, logout tokens, client assertions): header.payload[.signature]
      .replace(/eyJ[\w-]{4,}\.[\w-]*(?:\.[\w-]*)?/g, '[jwt]')
      // Authorization header values quoted in a message
      .replace(/\b(Bearer|bearer|Basic|DPoP)\s+[\w.~+/=-]{8,}/g, `$1 ${HIDDEN}`)
      // Query, fragment and cookie values of a quoted address or header; the SHOWN_PARAMETERS keep theirs.
      .replace(/([?&#;]\s*|\bcookie:\s*)([\w.[\]-]{1,40})=([^&\s"'\\#;,<>]+)/gi, (_all, lead: string, name: string, value: string) => {
        const shown = SHOWN_PARAMETERS.has(name) && SHOWN_ENCODED_VALUE.test(value);
        return `${lead}${name}=${shown ? value : HIDDEN}`;
      })
  );
}

/**
 * Headers are not logged (requestForLog names none), nor are bodies; should a line ever carry
 * them, these paths are censored before it is written.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'body',
  'password',
];

/**
 * Fastify's logger settings: JSON lines (pino) at LOG_LEVEL, to stdout unless a stream is given
 * (the tests read the lines). Request lines carry `reqId` (plugins/request-id.ts) and, once the
 * person is known, `accountId` (plugins/auth.ts).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: DestinationStream) {
  const options = {
    level: config.logLevel,
    serializers: { req: requestForLog, err: errorForLog },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: scrubText },
  } satisfies LoggerOptions;
  return stream ? { ...options, stream } : options;
}
