// Authlib in a Flask app (Debian's python3-authlib), signing a person in with the portal: node scripts/partners/authlib/run.mjs
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser } from '../lib/browser.mjs';
import { freePort, runSetup, startPartner } from '../lib/partner-process.mjs';
import { person, portalUrl, registerClient, removeClient } from '../lib/portal.mjs';
import { expectSignedIn, signInThrough } from '../lib/sign-in.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// Debian's Python, where python3-authlib and python3-flask are installed (not a pyenv or venv one).
const python = '/usr/bin/python3';

await runSetup('Authlib', async ({ undo, explain }) => {
  if (!existsSync('/usr/lib/python3/dist-packages/authlib')) throw new Error('apt-get install -y python3-authlib python3-flask python3-requests first');
  const port = await freePort();
  const partnerUrl = `http://127.0.0.1:${port}`;
  const client = await registerClient({ name: 'Partner set-up: Authlib', redirectUri: `${partnerUrl}/callback` });
  undo(() => removeClient(client.clientId));
  const env = {
    PORTAL_URL: portalUrl,
    CLIENT_ID: client.clientId,
    CLIENT_SECRET: client.clientSecret,
    PARTNER_URL: partnerUrl,
    PARTNER_PORT: String(port),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PYTHONUNBUFFERED: '1',
  };
  const partner = await startPartner(python, [join(here, 'app.py')], { env, readyUrl: `${partnerUrl}/` });
  undo(partner.stop);
  explain(() => `--- Flask's output ---\n${partner.output()}`);

  const page = await signInThrough(new Browser(), `${partnerUrl}/`);
  expectSignedIn(page, partnerUrl, `Signed in as ${person.username}`);
});
