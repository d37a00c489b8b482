import * as client from 'openid-client';
import type { UpstreamOidc } from '../../config/config';

/**
 * The upstream provider as openid-client (panva's certified relying party) sees it. Discovery
 * runs on first use and again after a failure, so a provider that was down at start-up is picked
 * up later. Plain http is accepted for a loopback issuer only (development and tests).
 */
export function upstreamProvider(settings: UpstreamOidc) {
  let discovered: Promise<client.Configuration> | undefined;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(settings.issuer).hostname);
  return {
    issuer: settings.issuer,
    configuration(): Promise<client.Configuration> {
      discovered ??= client
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, loopback ? { execute: [client.allowInsecureRequests] } : {})
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}
export type UpstreamProvider = ReturnType<typeof upstreamProvider>;
