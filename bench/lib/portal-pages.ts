// The pages a first visit lands on, in both variants: what `npm run bench` weighs and Lighthouse
// audits, one list so that the two measurements line up row by row.

export interface PortalPage {
  /** `BE /login/email`: the label `npm run bench:lighthouse` has always printed. */
  label: string;
  url: string;
  /** Visited with a session (the dashboard), else as a stranger. */
  signedIn: boolean;
}

/** The login page and the signed-in dashboard on `base` (Belgium) and on `luBase` (Luxembourg). */
export function portalPages(base: string, luBase: string): PortalPage[] {
  const page = (variant: 'BE' | 'LU', origin: string, path: string, signedIn: boolean): PortalPage => ({ label: `${variant} ${path}`, url: new URL(path, origin).href, signedIn });
  return [
    page('BE', base, '/login/email', false),
    page('BE', base, '/user/dashboard', true),
    page('LU', luBase, '/login/email', false),
    page('LU', luBase, '/user/dashboard', true),
  ];
}

/**
 * The Luxembourg variant of the portal listening at `base`: the same port on lu.localhost. The
 * server picks the variant by host (`variantForHost`, whose default patterns take `lu.*`), and
 * Chromium resolves *.localhost to the loopback by itself. Node does not: sign in on `base`.
 */
export function luLocalhost(base: string): string {
  const url = new URL(base);
  url.hostname = 'lu.localhost';
  return url.origin;
}
