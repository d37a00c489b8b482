import type Provider from 'oidc-provider';

type Middleware = Parameters<Provider['use']>[0];

function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The site's CSP allows forms to this origin only, and Chromium applies that to the redirects
 * after a form too. The provider's own pages post to, or end up at, an app's registered address
 * (response_mode=form_post, the post-logout redirect): those origins are added to form-action.
 * The provider validated them before rendering; nothing else is widened.
 */
export function allowAppFormTargets(): Middleware {
  return async (kctx, next) => {
    const oidc = () => (kctx as { oidc?: { params?: Record<string, unknown>; session?: { state?: { postLogoutRedirectUri?: unknown } } } }).oidc;
    const before = originOf(oidc()?.session?.state?.postLogoutRedirectUri);
    await next();
    const csp = kctx.response.get('content-security-policy');
    if (!csp || !kctx.response.is('html')) return;
    const origins = [before, originOf(oidc()?.params?.redirect_uri), originOf(oidc()?.session?.state?.postLogoutRedirectUri)].filter(
      (o): o is string => o !== null,
    );
    if (origins.length === 0) return;
    const directives = csp.split(';').map((d) => d.trim());
    const widened = directives.map((d) => (d.startsWith('form-action') ? [d, ...new Set(origins)].join(' ') : d));
    kctx.set('content-security-policy', widened.join('; '));
  };
}
