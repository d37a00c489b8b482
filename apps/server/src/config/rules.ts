import type { z } from 'zod';
import type { Env } from './env';

/**
 * Rules that tie variables together. Production must deliver real e-mail and SMS and have its own
 * secret; real delivery replaces the dev outbox for both channels at once, so one channel can never
 * silently fall back to the outbox while the other is real.
 */
export function crossRules(env: Env, ctx: z.RefinementCtx): void {
  const fail = (variable: keyof Env, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
  if (env.NODE_ENV === 'production') {
    if (!env.APP_SECRET) fail('APP_SECRET', 'is required when NODE_ENV=production (at least 32 characters)');
    if (!env.SMTP_URL) fail('SMTP_URL', 'is required when NODE_ENV=production (the dev outbox is never used there)');
    if (!env.SMS_WEBHOOK_URL) fail('SMS_WEBHOOK_URL', 'is required when NODE_ENV=production (the dev outbox is never used there)');
    if (env.TRUST_PROXY === true) fail('TRUST_PROXY', 'must not be true when NODE_ENV=production (any client could pick its own IP): give the hop count or the proxy addresses');
    if (env.SEED_DEMO) fail('SEED_DEMO', 'must not be true when NODE_ENV=production (the demo password is public)');
    // The process speaks plain HTTP only: in production people reach it through a proxy that ends
    // TLS, which it must be told about (client IPs, X-Forwarded-Proto), at an https address.
    if (!env.PUBLIC_URL?.startsWith('https://')) fail('PUBLIC_URL', 'must be the https:// address people use when NODE_ENV=production (passwords and cookies never cross the network in clear)');
    else if (env.TRUST_PROXY === false) fail('TRUST_PROXY', 'must name the proxy that ends TLS in front of the portal when NODE_ENV=production (a hop count such as 1, or its addresses)');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) fail('METRICS_PORT', `must differ from PORT (${env.PORT}): the public listener never answers the metrics`);
  if (env.METRICS_HOST && env.METRICS_PORT === undefined) fail('METRICS_PORT', 'must be set when METRICS_HOST is (the metrics listener is off without its port)');
  if (env.SMTP_URL && !env.SMS_WEBHOOK_URL) fail('SMS_WEBHOOK_URL', 'must be set when SMTP_URL is (real delivery replaces the dev outbox for both channels)');
  const upstream = ['UPSTREAM_OIDC_ISSUER', 'UPSTREAM_OIDC_CLIENT_ID', 'UPSTREAM_OIDC_CLIENT_SECRET'] as const;
  const missing = upstream.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < upstream.length) {
    fail(missing[0] as keyof Env, 'must be set with the other UPSTREAM_OIDC_* variables (all three or none)');
  }
  if (env.PUBLIC_URL_LU) {
    const be = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    const lu = new URL(env.PUBLIC_URL_LU);
    if (lu.protocol !== be.protocol) fail('PUBLIC_URL_LU', `must use the same scheme as PUBLIC_URL (${be.protocol}//)`);
    else if (lu.host === be.host) fail('PUBLIC_URL_LU', 'must name another host than PUBLIC_URL (each variant has its own issuer)');
    else if (lu.pathname !== '/' || lu.search) fail('PUBLIC_URL_LU', 'must be an origin without a path (https://account.example.lu)');
  }
  if (env.SMS_WEBHOOK_URL && !env.SMTP_URL) fail('SMTP_URL', 'must be set when SMS_WEBHOOK_URL is (real delivery replaces the dev outbox for both channels)');
  if (env.SMS_WEBHOOK_URL && !env.SMS_WEBHOOK_SECRET) fail('SMS_WEBHOOK_SECRET', 'is required when SMS_WEBHOOK_URL is set (at least 32 characters: the key of the webhook\'s signature)');
}
