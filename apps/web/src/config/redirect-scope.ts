import type { RedirectScope } from '@portal/contract/redirect';
import { config } from './runtime';

/**
 * Where an absolute redirect target may lead from this page: its own origin and the origins the
 * server lists in the runtime config (the portal's hosts and the partner sites). Every caller of
 * the one redirect check in the SPA passes this.
 */
export function redirectScope(): RedirectScope {
  return { origin: window.location.origin, known: config.redirectOrigins };
}
