import type { Config } from './config';

/**
 * The hosts that serve the portal: PUBLIC_URL's host and its Luxembourg counterparts under
 * LU_HOST_PATTERNS (`lu.*` gives lu.localhost for localhost; `*.lu` gives account.example.lu for
 * account.example.be; an exact pattern is itself a host).
 */
export function portalHosts(config: Pick<Config, 'publicUrl' | 'luHostPatterns'>): Set<string> {
  const host = new URL(config.publicUrl).hostname.toLowerCase();
  const hosts = new Set([host]);
  for (const pattern of config.luHostPatterns.map((p) => p.toLowerCase())) {
    if (pattern.startsWith('*.')) {
      const dot = host.lastIndexOf('.');
      if (dot > 0) hosts.add(host.slice(0, dot) + pattern.slice(1));
    } else if (pattern.endsWith('.*')) {
      hosts.add(pattern.slice(0, -1) + host);
    } else {
      hosts.add(pattern);
    }
  }
  return hosts;
}
