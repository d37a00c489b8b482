import type { AppContext } from '../app-context';
import type { Oidc } from './provider';

/** What the routes on top of the provider are given: the app's context and the provider. */
export interface OidcContext extends AppContext {
  oidc: Oidc;
}
