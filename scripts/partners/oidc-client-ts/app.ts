// A partner's single-page app that signs people in with the portal through oidc-client-ts
// (npm install oidc-client-ts), bundled for the browser (esbuild app.ts --bundle). The page loads it
// on / and on /callback, the registered redirect URI.
import { UserManager, type User } from 'oidc-client-ts';

// The portal's address and this app's client_id: a partner writes them in; the test's server
// hands them over in /config.json because its ports and client are made for each run.
const { authority, clientId } = (await (await fetch('/config.json')).json()) as { authority: string; clientId: string };

const userManager = new UserManager({
  authority, // the portal's discovery document is read from here
  client_id: clientId, // a public client (`clients add --public`): a browser cannot keep a secret
  redirect_uri: `${location.origin}/callback`, // exactly as registered: the portal compares the whole string
  // The code flow with PKCE (S256) is all oidc-client-ts does; the portal requires PKCE.
  // offline_access brings a refresh token, which the portal grants only with prompt=consent.
  scope: 'openid email profile offline_access',
  prompt: 'consent',
  // The ID token carries sub and the session's claims only; e-mail and names come from userinfo.
  loadUserInfo: true,
  // Renewal happens when the app asks (signinSilent), with the refresh token. Never in a hidden
  // iframe: the portal's cookies are SameSite=Lax and it may not be framed, so a portal page in
  // another site's iframe has no session; that is by design.
  automaticSilentRenew: false,
});

const status = document.getElementById('status') as HTMLElement;
const signInButton = document.getElementById('sign-in') as HTMLButtonElement;
const renewButton = document.getElementById('renew') as HTMLButtonElement;
let renewals = 0;

function show(user: User | null, note = '') {
  signInButton.hidden = user !== null;
  renewButton.hidden = user === null;
  status.textContent = user ? `Signed in as ${user.profile.email} (sub ${user.profile.sub}). Renewals: ${renewals}.${note}` : `You are not signed in.${note}`;
}

signInButton.addEventListener('click', () => void userManager.signinRedirect());

renewButton.addEventListener('click', async () => {
  try {
    // With a refresh token in the stored user this is a token request, no page and no iframe.
    const user = await userManager.signinSilent();
    renewals += 1;
    show(user);
  } catch (error) {
    show(await userManager.getUser(), ` Renewal failed: ${(error as Error).message}`);
  }
});

if (location.pathname === '/callback') {
  try {
    // Checks the state, sends the PKCE verifier with the code, validates the ID token.
    const user = await userManager.signinRedirectCallback();
    history.replaceState(null, '', '/');
    show(user);
  } catch (error) {
    show(null, ` Sign-in failed: ${(error as Error).message}`);
  }
} else {
  show(await userManager.getUser());
}
