import type { Page } from '@playwright/test';

/**
 * A virtual platform authenticator (Chrome DevTools Protocol, WebAuthn domain) in the page's tab:
 * it keeps discoverable credentials, verifies the user (as a fingerprint would) and, while presence
 * simulation is on, answers every request at once, autofill ones included.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Off: requests wait, like a person who ignores the passkey suggested in the autofill. */
    respond: (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}
