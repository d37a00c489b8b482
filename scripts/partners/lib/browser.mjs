import { request as httpRequest } from 'node:http';

/**
 * A browser without JavaScript, for the partner set-ups: plain HTTP with a cookie jar, following
 * redirects by hand. node:http rather than fetch, because fetch always sends Sec-Fetch-Mode: cors,
 * which mod_auth_openidc rightly takes for a script's call and answers 401 instead of sending it
 * to sign in; a browser's navigation says navigate.
 *
 * Cookies are kept per host name, not per port, as browsers keep them: that is why the partner
 * apps listen on 127.0.0.1 and the portal on localhost, so that neither sees the other's cookies.
 */
export class Browser {
  /** host -> `name;path` -> { name, value, path } */
  #cookies = new Map();

  #store(url, setCookies) {
    const host = url.hostname;
    if (!this.#cookies.has(host)) this.#cookies.set(host, new Map());
    const jar = this.#cookies.get(host);
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=').slice(1).join('=');
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const gone = !value || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      const key = `${name};${path}`;
      if (gone) jar.delete(key);
      else jar.set(key, { name, value, path });
    }
  }

  /** The Cookie header for a request to `url`: the host's cookies whose path the URL is under. */
  cookieHeader(url) {
    const jar = this.#cookies.get(url.hostname) ?? new Map();
    return [...jar.values()]
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request, cookies sent and stored, no redirect followed: answers { status, headers, body }. */
  request(address, { method = 'GET', headers = {}, body } = {}) {
    const url = new URL(address);
    const cookie = this.cookieHeader(url);
    const sent = { 'user-agent': 'partner-setup-check', ...headers, ...(cookie ? { cookie } : {}) };
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers: sent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          this.#store(url, response.headers['set-cookie'] ?? []);
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /**
   * GET `address` and every redirect after it, as a browser navigates; answers the page it stops
   * at, with its address and body. `trail` lists every address visited, for failure messages.
   */
  async navigate(address, trail = []) {
    let url = new URL(address);
    for (let hops = 0; hops < 20; hops++) {
      trail.push(url.href);
      const response = await this.request(url, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
      const location = response.headers.location;
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      return { url, status: response.status, body: response.body, trail };
    }
    throw new Error(`More than 20 redirects: ${trail.join(' -> ')}`);
  }
}
