import type { KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { errorPage, loggedOutPage, logoutPage, type ErrorKind } from './pages';

/** The pages oidc-provider renders itself, in the person's language (Accept-Language). */
function errorKind(error: Error): ErrorKind {
  if (error instanceof errors.SessionNotFound) return 'expired';
  const status = (error as { status?: number }).status ?? 500;
  return status >= 500 ? 'failure' : 'configuration';
}

/** Errors that cannot go back to the app (unknown client, unregistered redirect_uri, ...). */
export async function renderError(ctx: KoaContextWithOIDC, _out: unknown, error: Error): Promise<void> {
  ctx.type = 'html';
  ctx.body = errorPage(ctx.get('accept-language'), errorKind(error));
}

export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = logoutPage(ctx.get('accept-language'), form);
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = loggedOutPage(ctx.get('accept-language'));
}
