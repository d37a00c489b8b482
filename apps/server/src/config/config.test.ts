import { resolve } from 'node:path';
import { defaultLegalLinks, legalDocumentKeys, legalDocumentVariable } from '@portal/contract/legal-documents';
import { defaultSiteLinks } from '@portal/contract/site-links';
import { variants } from '@portal/contract/variants';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { envSchema } from './env';
import { findRepoRoot } from './paths';

const webhookSecret = 'w'.repeat(32);
const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://mail:25',
  SMS_WEBHOOK_URL: 'https://sms.example/hook',
  SMS_WEBHOOK_SECRET: webhookSecret,
  PUBLIC_URL: 'https://account.example.be',
  TRUST_PROXY: '1',
};
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('configuration', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    const root = findRepoRoot();
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      database: { dialect: 'sqlite', file: resolve(root, 'data/portal.db') },
      redisUrl: null,
      delivery: { kind: 'outbox' },
      cookiePrefix: '',
      luHostPatterns: ['*.lu', 'lu.*'],
      webDistDir: resolve(root, 'apps/web/dist'),
      logLevel: 'info',
      seedDemo: true,
      trustProxy: false,
      secure: false,
      sessionIdleTimeoutMs: 7 * 24 * 60 * 60 * 1000,
      maintenance: null,
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('resolves relative paths from the repository root, not the working directory', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.db' }).database).toEqual({ dialect: 'sqlite', file: resolve(findRepoRoot(), 'tmp/x.db') });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/x.db' }).database).toEqual({ dialect: 'sqlite', file: '/var/x.db' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database).toEqual({ dialect: 'postgres', url: 'postgresql://u@h/db' });
  });

  it('reads lists, booleans and proxy settings', () => {
    const config = loadConfig({ PORT: '3000', LU_HOST_PATTERNS: ' *.lu , portal.lu.test ', SEED_DEMO: 'false', TRUST_PROXY: '2', PUBLIC_URL: 'https://account.example.be/' });
    expect(config).toMatchObject({ port: 3000, luHostPatterns: ['*.lu', 'portal.lu.test'], seedDemo: false, trustProxy: 2, publicUrl: 'https://account.example.be', secure: true });
  });

  it('gives each variant its public address: PUBLIC_URL_LU, or the Luxembourg host of PUBLIC_URL', () => {
    expect(loadConfig({}).publicUrls).toEqual({ be: 'http://localhost:8080', lu: 'http://lu.localhost:8080' });
    expect(loadConfig({ PUBLIC_URL: 'https://account.example.be' }).publicUrls).toEqual({ be: 'https://account.example.be', lu: 'https://account.example.lu' });
    const own = loadConfig({ PUBLIC_URL: 'https://account.example.be', PUBLIC_URL_LU: 'https://konto.example.com/' });
    expect(own.publicUrls.lu).toBe('https://konto.example.com');
    // Its host serves the Luxembourg variant even where no pattern named it.
    expect(own.luHostPatterns).toEqual(['*.lu', 'lu.*', 'konto.example.com']);
  });

  it('refuses a Luxembourg address that cannot be an issuer of its own', () => {
    expect(failure({ PUBLIC_URL_LU: 'mailto:x@example.lu' })).toContain('PUBLIC_URL_LU must be an http:// or https:// URL');
    expect(failure({ PUBLIC_URL: 'https://account.example.be', PUBLIC_URL_LU: 'http://account.example.lu' })).toBe(
      'Invalid configuration: PUBLIC_URL_LU must use the same scheme as PUBLIC_URL (https://) (got "http://account.example.lu")',
    );
    expect(failure({ PUBLIC_URL_LU: 'http://localhost:8080' })).toContain('PUBLIC_URL_LU must name another host than PUBLIC_URL');
    expect(failure({ PUBLIC_URL_LU: 'http://lu.localhost:8080/portal' })).toContain('PUBLIC_URL_LU must be an origin without a path');
  });

  it('names the variable and the bad value in one line', () => {
    expect(failure({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be a port number (got "abc")');
    expect(failure({ PORT: '70000' })).toBe('Invalid configuration: PORT must be a port number (got "70000")');
    expect(failure({ LOG_LEVEL: 'loud' })).toBe('Invalid configuration: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent (got "loud")');
    expect(failure({ PUBLIC_URL: 'ftp://x' })).toContain('PUBLIC_URL must be an http:// or https:// URL');
    expect(failure({ SEED_DEMO: 'yes' })).toContain('SEED_DEMO must be true or false');
    expect(failure({ SESSION_IDLE_TIMEOUT_DAYS: '0' })).toBe('Invalid configuration: SESSION_IDLE_TIMEOUT_DAYS must be a whole number of days from 1 to 30 (got "0")');
    expect(failure({ SESSION_IDLE_TIMEOUT_DAYS: '2d' })).toBe('Invalid configuration: SESSION_IDLE_TIMEOUT_DAYS must be a whole number of days from 1 to 30 (got "2d")');
  });

  it('never echoes a secret value', () => {
    const message = failure({ APP_SECRET: 'too-short-secret' });
    expect(message).toBe('Invalid configuration: APP_SECRET must be at least 32 characters long');
    expect(failure({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).not.toContain('hunter2');
  });

  it('requires a secret, SMTP and an SMS webhook in production, and then has no outbox', () => {
    expect(loadConfig(production)).toMatchObject({ delivery: { kind: 'remote' }, seedDemo: false });
    const without = (key: keyof typeof production) => failure(Object.fromEntries(Object.entries(production).filter(([k]) => k !== key)));
    expect(without('APP_SECRET')).toMatch(/^Invalid configuration: APP_SECRET is required when NODE_ENV=production/);
    expect(without('SMTP_URL')).toMatch(/^Invalid configuration: SMTP_URL is required/);
    expect(without('SMS_WEBHOOK_URL')).toMatch(/^Invalid configuration: SMS_WEBHOOK_URL is required/);
    expect(failure({ ...production, SEED_DEMO: 'true' })).toMatch(/^Invalid configuration: SEED_DEMO must not be true/);
  });

  it('refuses a production start on an http address, or without the proxy that ends TLS in front', () => {
    expect(failure({ ...production, PUBLIC_URL: 'http://account.example.be' })).toBe(
      'Invalid configuration: PUBLIC_URL must be the https:// address people use when NODE_ENV=production (passwords and cookies never cross the network in clear) (got "http://account.example.be")',
    );
    const { PUBLIC_URL: _unset, ...withoutUrl } = production;
    expect(failure(withoutUrl)).toMatch(/^Invalid configuration: PUBLIC_URL must be the https:\/\/ address/);
    expect(failure({ ...production, TRUST_PROXY: 'false' })).toMatch(/^Invalid configuration: TRUST_PROXY must name the proxy that ends TLS/);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' })).toMatchObject({ secure: true, trustProxy: '10.0.0.0/8' });
  });

  it('turns the dev outbox off as soon as real delivery is configured, and wants both channels then', () => {
    const remote = loadConfig({ SMTP_URL: 'smtp://localhost:1025', SMS_WEBHOOK_URL: 'http://localhost:9000/sms', SMS_WEBHOOK_SECRET: webhookSecret });
    expect(remote.delivery).toEqual({
      kind: 'remote',
      smtpUrl: 'smtp://localhost:1025',
      smtpFrom: '"Account portal" <no-reply@localhost>',
      smsWebhookUrl: 'http://localhost:9000/sms',
      smsWebhookSecret: webhookSecret,
    });
    expect(failure({ SMTP_URL: 'smtp://localhost:1025' })).toMatch(/^Invalid configuration: SMS_WEBHOOK_URL must be set when SMTP_URL is/);
    expect(failure({ SMS_WEBHOOK_URL: 'http://localhost:9000/sms' })).toMatch(/^Invalid configuration: SMTP_URL must be set when SMS_WEBHOOK_URL is/);
  });

  it('wants the SMS webhook\'s signing key with its URL: 32 characters at least, never echoed', () => {
    const required = "Invalid configuration: SMS_WEBHOOK_SECRET is required when SMS_WEBHOOK_URL is set (at least 32 characters: the key of the webhook's signature)";
    expect(failure({ ...production, SMS_WEBHOOK_SECRET: '' })).toBe(required);
    expect(failure({ SMTP_URL: 'smtp://localhost:1025', SMS_WEBHOOK_URL: 'http://localhost:9000/sms' })).toBe(required);
    expect(failure({ ...production, SMS_WEBHOOK_SECRET: 'short-key-1234' })).toBe('Invalid configuration: SMS_WEBHOOK_SECRET must be at least 32 characters long');
    // Without a URL the key alone changes nothing: the dev outbox stays.
    expect(loadConfig({ SMS_WEBHOOK_SECRET: webhookSecret }).delivery).toEqual({ kind: 'outbox' });
  });

  it('turns the upstream sign-in on with all three UPSTREAM_OIDC_* variables, and refuses one alone', () => {
    const upstream = { UPSTREAM_OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/', UPSTREAM_OIDC_CLIENT_ID: 'portal', UPSTREAM_OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig({}).upstreamOidc).toBeNull();
    expect(loadConfig(upstream).upstreamOidc).toEqual({ issuer: 'https://login.example.com/tenant/v2.0', clientId: 'portal', clientSecret: 's3cret' });
    expect(failure({ UPSTREAM_OIDC_ISSUER: upstream.UPSTREAM_OIDC_ISSUER })).toMatch(/^Invalid configuration: UPSTREAM_OIDC_CLIENT_ID must be set with the other/);
    expect(failure({ ...upstream, UPSTREAM_OIDC_CLIENT_ID: '', UPSTREAM_OIDC_ISSUER: 'ftp://x' })).toContain('UPSTREAM_OIDC_ISSUER must be an http');
  });

  it('links each variant to its own blog, help, privacy and provider site, each replaceable, never by a script address', () => {
    expect(loadConfig({}).siteLinks).toEqual(defaultSiteLinks);
    const links = loadConfig({ LU_PRIVACY_URL: 'https://privacy.example.lu/statement', BE_BLOG_URL: 'http://blog.test/' }).siteLinks;
    expect(links.lu).toEqual({ ...defaultSiteLinks.lu, privacy: 'https://privacy.example.lu/statement' });
    expect(links.be).toEqual({ ...defaultSiteLinks.be, blog: 'http://blog.test/' });
    expect(failure({ BE_HELP_URL: 'javascript:alert(1)' })).toBe('Invalid configuration: BE_HELP_URL must be an http:// or https:// URL (got "javascript:alert(1)")');
    expect(failure({ LU_PROVIDER_URL: 'www.example.lu' })).toContain('LU_PROVIDER_URL must be an http');
  });

  it('links the onboarding’s terms and privacy statement per variant and language, each replaceable, never by a script address', () => {
    expect(loadConfig({}).legalLinks).toEqual(defaultLegalLinks);
    expect(defaultLegalLinks.be.fr).toEqual({ terms: 'https://www.example.be/fr/terms', privacy: 'https://www.example.be/fr/privacy' });
    expect(Object.keys(defaultLegalLinks.lu)).toEqual(['fr', 'en', 'de']);
    const links = loadConfig({ LU_DE_TERMS_URL: 'https://www.example.lu/de/agb', BE_NL_PRIVACY_URL: 'https://www.example.be/nl/privacyverklaring' }).legalLinks;
    expect(links.lu).toEqual({ ...defaultLegalLinks.lu, de: { ...defaultLegalLinks.lu.de, terms: 'https://www.example.lu/de/agb' } });
    expect(links.be.nl).toEqual({ terms: 'https://www.example.be/nl/terms', privacy: 'https://www.example.be/nl/privacyverklaring' });
    expect(links.be.fr).toEqual(defaultLegalLinks.be.fr);
    expect(failure({ BE_EN_TERMS_URL: 'javascript:alert(1)' })).toBe('Invalid configuration: BE_EN_TERMS_URL must be an http:// or https:// URL (got "javascript:alert(1)")');
    // Every variable the config reads is one env.ts checks (and documents).
    for (const variant of variants) {
      for (const language of Object.keys(defaultLegalLinks[variant])) {
        for (const key of legalDocumentKeys) expect(Object.keys(envSchema.shape)).toContain(legalDocumentVariable(variant, language, key));
      }
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 8080, delivery: { kind: 'outbox' } });
  });

  it('takes PASSKEY_RP_ID as a domain name, lowercased, and nothing else', () => {
    expect(loadConfig({}).passkeyRpId).toBeNull();
    expect(loadConfig({ PASSKEY_RP_ID: 'Example.BE' }).passkeyRpId).toBe('example.be');
    expect(failure({ PASSKEY_RP_ID: 'https://example.be' })).toBe(
      'Invalid configuration: PASSKEY_RP_ID must be a domain name such as example.be (got "https://example.be")',
    );
  });

  it('turns the metrics listener on with METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '::' }).metrics).toEqual({ port: 9464, host: '::' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.internal' }).metrics).toEqual({ port: 9464, host: 'metrics.internal' });
    expect(failure({ METRICS_PORT: 'abc' })).toBe('Invalid configuration: METRICS_PORT must be a port number (got "abc")');
    expect(failure({ METRICS_PORT: '0' })).toBe('Invalid configuration: METRICS_PORT must be a port number (got "0")');
    expect(failure({ METRICS_PORT: '65536' })).toBe('Invalid configuration: METRICS_PORT must be a port number (got "65536")');
    expect(failure({ METRICS_PORT: '8080' })).toBe('Invalid configuration: METRICS_PORT must differ from PORT (8080): the public listener never answers the metrics (got "8080")');
    expect(failure({ PORT: '3000', METRICS_PORT: '3000' })).toMatch(/^Invalid configuration: METRICS_PORT must differ from PORT \(3000\)/);
    expect(failure({ METRICS_PORT: '9464', METRICS_HOST: 'http://0.0.0.0' })).toBe(
      'Invalid configuration: METRICS_HOST must be an IP address or a host name to listen on, such as 127.0.0.1 or 0.0.0.0 (got "http://0.0.0.0")',
    );
    expect(failure({ METRICS_HOST: '0.0.0.0' })).toBe('Invalid configuration: METRICS_PORT must be set when METRICS_HOST is (the metrics listener is off without its port)');
  });

  it('reads MAINTENANCE as on/off, a Retry-After in seconds or an end time with its zone', () => {
    expect(loadConfig({ MAINTENANCE: 'false' }).maintenance).toBeNull();
    expect(loadConfig({ MAINTENANCE: 'true' }).maintenance).toEqual({ retryAfterSeconds: 300 });
    expect(loadConfig({ MAINTENANCE: '900' }).maintenance).toEqual({ retryAfterSeconds: 900 });
    expect(loadConfig({ MAINTENANCE: '2026-12-01T06:00:00+01:00' }).maintenance).toEqual({ until: new Date('2026-12-01T05:00:00Z') });
    for (const bad of ['soon', '2026-12-01', '2026-12-01T06:00:00', '2026-13-45T99:00:00Z', '-5']) {
      expect(failure({ MAINTENANCE: bad })).toMatch(/^Invalid configuration: MAINTENANCE must be true, false, a number of seconds or an ISO 8601 end time/);
    }
  });
});
