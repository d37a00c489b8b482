import { HOME_PATH } from './spa-paths';
import { hasControlCharacters } from './fields';

/**
 * The one redirect check. Every place that sends a browser to an address it was given (the SPA's
 * remembered login target, /federation/start?redirect=, the consent and partner targets) asks it.
 *
 * Browsers forgive a lot when they parse a Location or an href: they drop tabs and newlines, read
 * `\` as `/`, and `https:evil` as `https://evil`. So a target is judged on its raw text and on every
 * percent-decoded form of it, and only plain shapes pass: printable ASCII, no backslash, and
 * either a path of this site (one leading `/`) or `http(s)://host` without userinfo on an origin
 * the portal knows (RedirectScope). Never "any host under the parent domain": one taken-over
 * subdomain would then be an open redirect. Partner apps' own addresses go through the OpenID
 * provider, which holds them to the client's registered redirect URIs.
 */
const MAX_LENGTH = 4000;
const MAX_DECODINGS = 4;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const WHITESPACE_OR_BACKSLASH = /[\s\\\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;
const ABSOLUTE = /^https?:\/\/[^/\\?#@]+(?:[/?#]|$)/i;

/** The raw text and each percent-decoded form of it; null when it cannot be decoded to a fixpoint. */
function decodings(target: string): string[] | null {
  const forms = [target];
  let current = target;
  for (let i = 0; i < MAX_DECODINGS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

function pathPart(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? '';
}

/** A path of this site: `/x`, never `//x`, `/\x`, nor anything that decodes to those. */
export function isSafeLocalPath(target: string | null | undefined): target is string {
  if (!target || target.length > MAX_LENGTH || !PRINTABLE_ASCII.test(target)) return false;
  const forms = decodings(target);
  if (!forms) return false;
  for (const form of forms) {
    const path = pathPart(form);
    if (!path.startsWith('/') || path.startsWith('//') || hasControlCharacters(form) || WHITESPACE_OR_BACKSLASH.test(path)) return false;
  }
  try {
    return new URL(target, 'https://portal.invalid').origin === 'https://portal.invalid';
  } catch {
    return false;
  }
}

/** A local path, or the dashboard. For server routes, which only ever send people within the site. */
export function safeLocalPath(target: string | null | undefined): string {
  return isSafeLocalPath(target) ? target : HOME_PATH;
}

/**
 * Where an absolute target may lead: the page's own origin, and the origins the portal knows (its
 * hosts in both variants and the partner sites: `redirectOrigins` of the runtime config, which the
 * server derives from PUBLIC_URL, LU_HOST_PATTERNS and PARTNER_SITES_BE/LU). Compared as whole
 * origins, so scheme and port count too.
 */
export interface RedirectScope {
  origin: string;
  known: readonly string[];
}

/** The origins of some http(s) addresses, each once (anything else is left out). */
export function originsOf(addresses: Iterable<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    if (!address) continue;
    try {
      const url = new URL(address);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not an address: nothing to allow
    }
  }
  return [...origins];
}

/** An http(s) address, without userinfo, on an origin of the scope. */
function isKnownAddress(target: string, scope: RedirectScope): URL | null {
  if (target.length > MAX_LENGTH || !PRINTABLE_ASCII.test(target) || !ABSOLUTE.test(target)) return null;
  const forms = decodings(target);
  if (!forms || forms.some((form) => hasControlCharacters(form) || WHITESPACE_OR_BACKSLASH.test(pathPart(form)))) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.origin === originsOf([scope.origin])[0] || originsOf(scope.known).includes(url.origin) ? url : null;
}

/**
 * Where a person may be sent after signing in: a path of this site, or an address on an origin the
 * portal knows. Anything else falls back to the dashboard, so a crafted link cannot bounce a fresh
 * session to a foreign site.
 */
export function safeRedirect(target: string | null | undefined, scope: RedirectScope): string {
  if (!target) return HOME_PATH;
  if (isSafeLocalPath(target)) return target;
  return isKnownAddress(target, scope)?.href ?? HOME_PATH;
}

/** The target itself when it passes the check, else null (for carrying it along a flow). */
export function checkedTarget(target: string | null | undefined, scope: RedirectScope): string | null {
  if (!target) return null;
  const safe = safeRedirect(target, scope);
  return safe === HOME_PATH && target !== HOME_PATH ? null : safe;
}
