import type { KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { OAuthErrorReason } from '@portal/contract/oauth';
import type { Variant } from '@portal/contract/variants';
import { errorPageAddress, loggedOutPage, logoutPage } from './pages';

/** The pages oidc-provider renders itself, in the person's language (Accept-Language). */
function errorReason(error: Error): OAuthErrorReason {
  if (error instanceof errors.SessionNotFound) return 'expired';
  const status = (error as { status?: number }).status ?? 500;
  return status >= 500 ? 'failure' : 'configuration';
}

/**
 * Errors that cannot go back to the app (unknown client, unregistered redirect_uri, ...), for a
 * browser: See Other to the SPA's error page. API clients get the provider's JSON instead.
 */
export async function renderError(ctx: KoaContextWithOIDC, _out: unknown, error: Error): Promise<void> {
  // ctx.oidc.client is set only once the provider has loaded a registered client.
  ctx.redirect(errorPageAddress(errorReason(error), ctx.oidc?.client?.clientId));
  ctx.status = 303;
  ctx.set('cache-control', 'no-store');
}

/** The provider's question before signing out, in a language of the issuer's variant. */
export const logoutSource = (variant: Variant) =>
  async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
    ctx.type = 'html';
    ctx.body = logoutPage(ctx.get('accept-language'), variant, form);
  };

export const postLogoutSuccessSource = (variant: Variant) =>
  async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
    ctx.type = 'html';
    ctx.body = loggedOutPage(ctx.get('accept-language'), variant);
  };
