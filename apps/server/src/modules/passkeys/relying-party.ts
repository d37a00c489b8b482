import type { Config } from '../../config/config';
import { portalHosts } from '../../config/hosts';

/** Shown by some authenticators next to the RP ID; browsers mostly show the RP ID itself. */
const RP_NAME = 'Voucher account';

export interface RelyingParty {
  /** The WebAuthn RP ID: the domain a passkey is bound to. */
  id: string;
  /** The origin the browser must report in clientDataJSON. */
  origin: string;
  name: string;
}

/**
 * The relying party of a request, from its Host (request.host, port included): null when that host
 * does not serve the portal, so a passkey ceremony never runs for an address we do not own. The
 * origin takes PUBLIC_URL's scheme (a proxy may speak plain http to us) and the request's host and
 * port (the Vite dev server proxies from another port). The RP ID is the host name, or
 * PASSKEY_RP_ID for the hosts under that domain, so that one passkey serves all of them.
 */
export function createRelyingPartyResolver(config: Pick<Config, 'publicUrl' | 'publicUrls' | 'luHostPatterns' | 'passkeyRpId' | 'secure'>) {
  const hosts = portalHosts(config);
  const scheme = config.secure ? 'https' : 'http';
  const shared = config.passkeyRpId;
  return (requestHost: string): RelyingParty | null => {
    const host = requestHost.toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    if (!hosts.has(hostname)) return null;
    const underShared = shared !== null && (hostname === shared || hostname.endsWith(`.${shared}`));
    return { id: underShared ? shared : hostname, origin: `${scheme}://${host}`, name: RP_NAME };
  };
}
