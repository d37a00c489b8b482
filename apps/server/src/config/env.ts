import { isIP } from 'node:net';
import { siteLinkUrl } from '@portal/contract/site-links';
import { z } from 'zod';
import { parsePartnerSiteSetting } from '@portal/contract/partner-sites';
import type { Variant } from '@portal/contract/variants';

/**
 * The environment variables the server reads, each with its default. The configuration table of
 * docs/operations.md is copied from here. Values are checked one by one; rules that tie several together are
 * in `rules.ts`.
 */
const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a port number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65_535, 'must be a port number');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
/** `site=url` pairs of one variant's partner websites (contract/partner-sites.ts). */
const partnerSites = (variant: Variant) =>
  z.string().transform((value, ctx) => {
    const parsed = parsePartnerSiteSetting(variant, value);
    if (parsed.ok) return parsed.urls;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  });

const bool = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  /** development (default), test or production; production turns on the strict rules. */
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }).default('development'),
  /** 8080. The HTTP port; the server listens on 0.0.0.0. */
  PORT: port.default(8080),
  /**
   * Unset (off). The port of the Prometheus metrics listener (GET /metrics), apart from PORT so that
   * the public listener never answers them. With --workers N the primary listens and adds up every process.
   */
  METRICS_PORT: port.optional(),
  /** 127.0.0.1. The address the metrics listener binds to: 0.0.0.0 (or a private address) for a scraper on another host. */
  METRICS_HOST: z
    .string()
    .refine((v) => isIP(v) !== 0 || /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(v), 'must be an IP address or a host name to listen on, such as 127.0.0.1 or 0.0.0.0')
    .optional(),
  /** http://localhost:PORT. The address people use; https turns on Secure cookies and HSTS. */
  PUBLIC_URL: httpUrl.optional(),
  /**
   * PUBLIC_URL with its host made Luxembourgish by LU_HOST_PATTERNS (http://lu.localhost:PORT by
   * default). The Luxembourg variant's address and OpenID issuer; its host always serves that variant.
   */
  PUBLIC_URL_LU: httpUrl.optional(),
  /** sqlite:data/portal.db (relative to the repo root). Or sqlite:PATH, postgres://..., postgresql://... */
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:PATH, postgres://... or postgresql://...')
    .default('sqlite:data/portal.db'),
  /** Unset. redis://... shares the sign-in rate limits between processes; unset keeps them in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** portal: — prefix of every Redis key, so that deployments (or test runs) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits, _ . : or -').default('portal:'),
  /** Unset. smtp://user:pass@host:port or smtps://... sends e-mail; required in production. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** "Account portal" <no-reply@HOST of PUBLIC_URL>. The From of every e-mail. */
  SMTP_FROM: z.string().min(3, 'must be an e-mail address or "Name <address>"').optional(),
  /** Unset. An http(s) URL that receives POST {to, text}, signed, for each SMS; required in production. */
  SMS_WEBHOOK_URL: httpUrl.optional(),
  /**
   * Unset; required (32+ characters) with SMS_WEBHOOK_URL. The HMAC-SHA256 key of the webhook's
   * signature (X-Portal-Signature), which the receiver checks (docs/operations.md, Delivery).
   */
  SMS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  /** '' (empty). Prefix of the cookie names: `${COOKIE_PREFIX}token`, `${COOKIE_PREFIX}trusted_device`. */
  COOKIE_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]*$/, 'may only contain letters, digits, _ . and -').default(''),
  /**
   * A fixed development value; required (32+ characters) in production. Keys the HMAC of one-time
   * codes and, through HKDF, the encryption of authenticator secrets (changing it voids them).
   */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  /** *.lu,lu.* Host patterns of the Luxembourg variant (`*.x` suffix, `x.*` prefix, else exact). */
  LU_HOST_PATTERNS: z
    .string()
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))
    .refine((list) => list.length > 0, 'must list at least one host pattern')
    .default(['*.lu', 'lu.*']),
  /** apps/web/dist (relative to the repo root). The built SPA that the server serves. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** info. fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' })
    .default('info'),
  /** true outside production, false in production. Seeds the demo accounts into an empty database. */
  SEED_DEMO: bool.optional(),
  /**
   * true. Each start migrates the database to this version. false: migrations are left to
   * `npm run cli -- migrate`, and a start on a database that lacks one stops with that advice.
   */
  MIGRATE_ON_START: bool.default(true),
  /**
   * false. The proxies whose X-Forwarded-For is believed (the client IP drives the per-IP limits): a
   * hop count (1 = one proxy in front) or a comma list of proxy addresses/CIDRs. `true` (believe any
   * peer) is refused in production: anyone could then pick their own IP.
   */
  TRUST_PROXY: z
    .string()
    .refine((v) => v === 'true' || v === 'false' || /^\d+$/.test(v) || v.split(',').every((p) => isProxyAddress(p.trim())), 'must be false, a hop count, or a comma list of IP addresses/CIDRs')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v))
    .default(false),
  /** Unset: each host is its own WebAuthn RP ID. A domain (example.be) that hosts under it use as RP ID instead. */
  PASSKEY_RP_ID: z
    .string()
    .toLowerCase()
    .regex(/^(localhost|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/, 'must be a domain name such as example.be')
    .optional(),
  /** 7. Days a session may go unused before it ends (1 to 30; the absolute lifetime is 30 days). */
  SESSION_IDLE_TIMEOUT_DAYS: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number of days from 1 to 30')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 30, 'must be a whole number of days from 1 to 30')
    .default(7),
  /**
   * Unset (off). Maintenance mode: every page shows /maintenance and every API and OpenID call
   * answers 503, except the health checks. `true` (Retry-After: 300), a number of seconds for
   * Retry-After, or the ISO 8601 time the maintenance ends (Retry-After counts down to it).
   */
  MAINTENANCE: z
    .string()
    .refine((v) => /^(true|false|1|0|\d{1,6})$/.test(v) || isIsoTime(v), 'must be true, false, a number of seconds or an ISO 8601 end time such as 2026-12-01T06:00:00Z')
    .transform(maintenanceSetting)
    .optional(),
  /**
   * Unset: siblings of the Belgian host (client., deals., fridom., my., myup.). Overrides of the
   * Belgian partner websites as site=url pairs, e.g. clientarea=https://client.example.be/,myup=https://myup.example.be/
   */
  PARTNER_SITES_BE: partnerSites('be').optional(),
  /** Unset: siblings of the Luxembourg host. The same for Luxembourg (which has no deals site). */
  PARTNER_SITES_LU: partnerSites('lu').optional(),
  /** Unset. Issuer URL of an upstream OpenID provider for "Sign in with Microsoft"; off when unset. */
  UPSTREAM_OIDC_ISSUER: httpUrl.optional(),
  /** Unset. This portal's client id at the upstream provider. */
  UPSTREAM_OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  /** Unset. This portal's client secret at the upstream provider. */
  UPSTREAM_OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** https://blog.example.be/. The Belgian footer's blog link. */
  BE_BLOG_URL: z.optional(siteLinkUrl),
  /** https://help.example.be/. The Belgian footer's help link. */
  BE_HELP_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/privacy. The Belgian privacy statement (footer and security page). */
  BE_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/. The Belgian provider site (footer). */
  BE_PROVIDER_URL: z.optional(siteLinkUrl),
  /** https://blog.example.lu/. The Luxembourg footer's blog link. */
  LU_BLOG_URL: z.optional(siteLinkUrl),
  /** https://help.example.lu/. The Luxembourg footer's help link. */
  LU_HELP_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/privacy. The Luxembourg privacy statement (footer and security page). */
  LU_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/. The Luxembourg provider site (footer). */
  LU_PROVIDER_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/nl/terms. The Belgian terms and conditions in Dutch (the onboarding's terms step). */
  BE_NL_TERMS_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/nl/privacy. The Belgian privacy statement in Dutch (the onboarding's terms step). */
  BE_NL_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/fr/terms. The Belgian terms and conditions in French (the onboarding's terms step). */
  BE_FR_TERMS_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/fr/privacy. The Belgian privacy statement in French (the onboarding's terms step). */
  BE_FR_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/en/terms. The Belgian terms and conditions in English (the onboarding's terms step). */
  BE_EN_TERMS_URL: z.optional(siteLinkUrl),
  /** https://www.example.be/en/privacy. The Belgian privacy statement in English (the onboarding's terms step). */
  BE_EN_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/fr/terms. The Luxembourg terms and conditions in French (the onboarding's terms step). */
  LU_FR_TERMS_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/fr/privacy. The Luxembourg privacy statement in French (the onboarding's terms step). */
  LU_FR_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/en/terms. The Luxembourg terms and conditions in English (the onboarding's terms step). */
  LU_EN_TERMS_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/en/privacy. The Luxembourg privacy statement in English (the onboarding's terms step). */
  LU_EN_PRIVACY_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/de/terms. The Luxembourg terms and conditions in German (the onboarding's terms step). */
  LU_DE_TERMS_URL: z.optional(siteLinkUrl),
  /** https://www.example.lu/de/privacy. The Luxembourg privacy statement in German (the onboarding's terms step). */
  LU_DE_PRIVACY_URL: z.optional(siteLinkUrl),
});

export type Env = z.infer<typeof envSchema>;

/** Variables whose values may hold credentials: never echoed in an error message. */
export const secretVariables: ReadonlySet<string> = new Set(['APP_SECRET', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET', 'UPSTREAM_OIDC_CLIENT_SECRET']);

/** An address or CIDR as proxy-addr (Fastify's trustProxy) takes it, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

export type MaintenanceSetting = { retryAfterSeconds: number } | { until: Date } | null;

/** `true`/`1` or a count of seconds: a fixed Retry-After; an end time: a countdown to it; `false`/`0`: off. */
function maintenanceSetting(value: string): MaintenanceSetting {
  if (value === 'false' || value === '0') return null;
  if (value === 'true' || value === '1') return { retryAfterSeconds: 300 };
  if (/^\d+$/.test(value)) return { retryAfterSeconds: Number(value) };
  return { until: new Date(value) };
}

/** A full date and time with its zone (Z or ±hh:mm), so that the end means the same everywhere. */
function isIsoTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}
