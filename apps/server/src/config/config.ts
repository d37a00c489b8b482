import { isAbsolute, resolve } from 'node:path';
import type { PartnerSiteUrls } from '@portal/contract/partner-sites';
import { defaultLegalLinks, legalDocumentKeys, legalDocumentVariable, type LegalDocumentKey, type LegalDocuments, type LegalLinks } from '@portal/contract/legal-documents';
import { defaultSiteLinks, siteLinkKeys, siteLinkVariable, type SiteLinks } from '@portal/contract/site-links';
import { variantForHost, variants, type Variant } from '@portal/contract/variants';
import type { z } from 'zod';
import { envSchema, secretVariables, type Env, type MaintenanceSetting } from './env';
import { defaultLuPublicUrl } from './hosts';
import { findRepoRoot } from './paths';
import { crossRules } from './rules';

export type DeliveryTarget =
  | { kind: 'outbox' }
  | { kind: 'remote'; smtpUrl: string; smtpFrom: string; smsWebhookUrl: string; smsWebhookSecret: string };

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  /** The Belgian variant's address and OpenID issuer (PUBLIC_URL): links in messages use it. */
  publicUrl: string;
  /** Each variant's address and OpenID issuer (PUBLIC_URL, PUBLIC_URL_LU). */
  publicUrls: Record<Variant, string>;
  database: DatabaseTarget;
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** Where codes go: the outbox table (development only) or real e-mail and SMS. */
  delivery: DeliveryTarget;
  cookiePrefix: string;
  appSecret: string;
  /** LU_HOST_PATTERNS, with PUBLIC_URL_LU's host as an exact pattern when none matched it. */
  luHostPatterns: string[];
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** Migrate at each start (MIGRATE_ON_START), or leave it to `npm run cli -- migrate`. */
  migrateOnStart: boolean;
  trustProxy: boolean | number | string;
  /** Derived from PUBLIC_URL: cookies get the Secure flag and responses HSTS. */
  secure: boolean;
  /** WebAuthn RP ID shared by the hosts under it; null: each host is its own (passkeys/relying-party.ts). */
  passkeyRpId: string | null;
  /** A session unused for this long ends, within its 30-day lifetime (SESSION_IDLE_TIMEOUT_DAYS). */
  sessionIdleTimeoutMs: number;
  /** The upstream OpenID provider behind "Sign in with Microsoft", or null when it is off. */
  upstreamOidc: UpstreamOidc | null;
  /** Blog, help, privacy and provider site per variant: the defaults, each replaceable by BE_BLOG_URL… */
  siteLinks: Record<Variant, SiteLinks>;
  /** The onboarding's terms and privacy statement per variant and language, each replaceable by BE_NL_TERMS_URL… */
  legalLinks: Record<Variant, LegalLinks>;
  /** MAINTENANCE: null when off; else how Retry-After is told (modules/site/maintenance.ts). */
  maintenance: MaintenanceSetting;
  /** Configured partner website addresses per variant; the others are siblings of the portal host. */
  partnerSites: Record<Variant, PartnerSiteUrls>;
  /** The Prometheus metrics listener (METRICS_PORT, METRICS_HOST), or null when it is off. */
  metrics: MetricsListener | null;
}

export interface MetricsListener {
  port: number;
  host: string;
}

export interface UpstreamOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** One line naming the variable, e.g. `Invalid configuration: PORT must be a port number (got "abc")`. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Only for development and tests; production refuses to start without its own APP_SECRET.
const DEV_APP_SECRET = 'development-only-app-secret-not-for-production';

export function loadConfig(source: Record<string, string | undefined>): Config {
  // An empty variable (FOO=) means "not set", as in most shells' .env habits.
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.superRefine(crossRules).safeParse(raw);
  if (!parsed.success) throw new ConfigError(describe(parsed.error.issues[0], raw));
  const env = parsed.data;
  const root = findRepoRoot();
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const luPublicUrl = env.PUBLIC_URL_LU ? new URL(env.PUBLIC_URL_LU).origin : defaultLuPublicUrl(publicUrl, env.LU_HOST_PATTERNS);
  const luHost = new URL(luPublicUrl).hostname;
  const luHostPatterns = variantForHost(luHost, env.LU_HOST_PATTERNS) === 'lu' ? env.LU_HOST_PATTERNS : [...env.LU_HOST_PATTERNS, luHost];
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    publicUrl,
    publicUrls: { be: publicUrl, lu: luPublicUrl },
    database: databaseTarget(env.DATABASE_URL, root),
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    delivery: deliveryTarget(env, publicUrl),
    cookiePrefix: env.COOKIE_PREFIX,
    appSecret: env.APP_SECRET ?? DEV_APP_SECRET,
    luHostPatterns,
    webDistDir: resolve(root, env.WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? !production,
    migrateOnStart: env.MIGRATE_ON_START,
    trustProxy: env.TRUST_PROXY,
    secure: publicUrl.startsWith('https:'),
    passkeyRpId: env.PASSKEY_RP_ID ?? null,
    sessionIdleTimeoutMs: env.SESSION_IDLE_TIMEOUT_DAYS * 24 * 60 * 60 * 1000,
    upstreamOidc:
      env.UPSTREAM_OIDC_ISSUER && env.UPSTREAM_OIDC_CLIENT_ID && env.UPSTREAM_OIDC_CLIENT_SECRET
        ? { issuer: env.UPSTREAM_OIDC_ISSUER.replace(/\/$/, ''), clientId: env.UPSTREAM_OIDC_CLIENT_ID, clientSecret: env.UPSTREAM_OIDC_CLIENT_SECRET }
        : null,
    siteLinks: siteLinksFrom(env),
    legalLinks: legalLinksFrom(env),
    maintenance: env.MAINTENANCE ?? null,
    partnerSites: { be: env.PARTNER_SITES_BE ?? {}, lu: env.PARTNER_SITES_LU ?? {} },
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST ?? '127.0.0.1' },
  };
}

function siteLinksFrom(env: Env): Record<Variant, SiteLinks> {
  const linksOf = (variant: Variant): SiteLinks => {
    const pick = (key: keyof SiteLinks) => env[siteLinkVariable(variant, key)] ?? defaultSiteLinks[variant][key];
    return Object.fromEntries(siteLinkKeys.map((key) => [key, pick(key)])) as SiteLinks;
  };
  return Object.fromEntries(variants.map((variant) => [variant, linksOf(variant)])) as Record<Variant, SiteLinks>;
}

/** The onboarding's terms and privacy statement per variant and language: the defaults, each replaceable by BE_NL_TERMS_URL… */
function legalLinksFrom(env: Env): Record<Variant, LegalLinks> {
  // The variables are listed one by one in env.ts, for their documentation; read here by name.
  const set = (name: string): string | undefined => {
    const value: unknown = (env as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  const linksOf = (variant: Variant): LegalLinks =>
    Object.fromEntries(
      Object.entries(defaultLegalLinks[variant]).map(([language, defaults]) => {
        const pick = (key: LegalDocumentKey) => set(legalDocumentVariable(variant, language, key)) ?? defaults[key];
        return [language, Object.fromEntries(legalDocumentKeys.map((key) => [key, pick(key)])) as LegalDocuments];
      }),
    );
  return Object.fromEntries(variants.map((variant) => [variant, linksOf(variant)])) as Record<Variant, LegalLinks>;
}

/** crossRules guarantee both real channels (and the webhook's key) or neither, and never the outbox in production. */
function deliveryTarget(env: Env, publicUrl: string): DeliveryTarget {
  if (!env.SMTP_URL || !env.SMS_WEBHOOK_URL || !env.SMS_WEBHOOK_SECRET) return { kind: 'outbox' };
  const smtpFrom = env.SMTP_FROM ?? `"Account portal" <no-reply@${new URL(publicUrl).hostname}>`;
  return { kind: 'remote', smtpUrl: env.SMTP_URL, smtpFrom, smsWebhookUrl: env.SMS_WEBHOOK_URL, smsWebhookSecret: env.SMS_WEBHOOK_SECRET };
}

function databaseTarget(url: string, root: string): DatabaseTarget {
  if (!url.startsWith('sqlite:')) return { dialect: 'postgres', url };
  const file = url.slice('sqlite:'.length);
  return { dialect: 'sqlite', file: file === ':memory:' || isAbsolute(file) ? file : resolve(root, file) };
}

function describe(issue: z.core.$ZodIssue | undefined, raw: Record<string, string | undefined>): string {
  const name = String(issue?.path[0] ?? 'environment');
  const value = raw[name];
  const got = value !== undefined && !secretVariables.has(name) ? ` (got ${JSON.stringify(value)})` : '';
  return `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`;
}
