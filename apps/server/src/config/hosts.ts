/** What the host functions read of the configuration (config.ts). */
type HostSettings = { publicUrls: { be: string; lu: string }; luHostPatterns: readonly string[] };

/**
 * The hosts that serve the portal: PUBLIC_URL's and PUBLIC_URL_LU's, and the Luxembourg counterparts under
 * LU_HOST_PATTERNS (`lu.*` gives lu.localhost for localhost; `*.lu` gives account.example.lu for
 * account.example.be; an exact pattern is itself a host).
 */
export function portalHosts(config: HostSettings): Set<string> {
  const host = new URL(config.publicUrls.be).hostname.toLowerCase();
  return new Set([host, new URL(config.publicUrls.lu).hostname.toLowerCase(), ...luCounterparts(host, config.luHostPatterns)]);
}

/** The Luxembourg hosts that LU_HOST_PATTERNS make of the Belgian host, in the patterns' order. */
export function luCounterparts(host: string, luHostPatterns: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const pattern of luHostPatterns.map((p) => p.toLowerCase())) {
    if (pattern.startsWith('*.')) {
      const dot = host.lastIndexOf('.');
      if (dot > 0) hosts.push(host.slice(0, dot) + pattern.slice(1));
    } else if (pattern.endsWith('.*')) {
      hosts.push(pattern.slice(0, -1) + host);
    } else {
      hosts.push(pattern);
    }
  }
  return hosts;
}

/**
 * The Luxembourg variant's public address when PUBLIC_URL_LU is not set: PUBLIC_URL on the first
 * Luxembourg host the patterns give (http://lu.localhost:8080 for http://localhost:8080).
 */
export function defaultLuPublicUrl(publicUrl: string, luHostPatterns: readonly string[]): string {
  const url = new URL(publicUrl);
  url.hostname = luCounterparts(url.hostname.toLowerCase(), luHostPatterns)[0] ?? `lu.${url.hostname}`;
  return url.origin;
}

/**
 * Where a link in a message the request causes should open: on the host the request came to when
 * it is one of the portal's (so a Luxembourg visitor's link opens the Luxembourg site), else on
 * PUBLIC_URL's. The scheme and port stay PUBLIC_URL's (a proxy may talk plain http to the server).
 */
export function linkOrigin(config: HostSettings & { publicUrl: string }, hostname: string): string {
  const url = new URL(config.publicUrl);
  const host = hostname.toLowerCase();
  if (portalHosts(config).has(host)) url.hostname = host;
  return url.origin;
}
