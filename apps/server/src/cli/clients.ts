import type { Db } from '../db/database';
import { ClientInputError, addClient, describeClients, removeClient, setPkceExemption } from '../modules/clients';

interface ClientOptions {
  name?: string;
  'redirect-uri'?: string[];
  'post-logout-uri'?: string[];
  scope?: string;
  public?: boolean;
  id?: string;
  'id-token-alg'?: string;
}

export async function clientsCommand(db: Db, command: string | undefined, args: string[], options: ClientOptions): Promise<number> {
  switch (command) {
    case 'add': {
      try {
        const { clientId, secret } = await addClient(db, {
          clientId: options.id,
          name: options.name ?? '',
          redirectUris: options['redirect-uri'] ?? [],
          postLogoutRedirectUris: options['post-logout-uri'],
          scope: options.scope,
          publicClient: options.public,
          idTokenAlg: options['id-token-alg'] as 'ES256' | 'RS256' | undefined,
        });
        console.log(`client_id:     ${clientId}`);
        if (secret) console.log(`client_secret: ${secret}\n\nThe secret is shown only now: only its hash is stored.`);
        else console.log('public client: no secret, PKCE (S256) required.');
        return 0;
      } catch (error) {
        if (!(error instanceof ClientInputError)) throw error;
        console.error(`Cannot add the client: ${error.message}`);
        return 1;
      }
    }
    case 'list': {
      for (const c of await describeClients(db)) {
        console.log(`${c.clientId}\t${c.type}${c.pkceExempt ? ' (PKCE exempt)' : ''}\t${c.name}\tscope="${c.scope}"\t${c.redirectUris.join(' ')}`);
      }
      return 0;
    }
    case 'remove': {
      const [clientId] = args;
      if (!clientId) {
        console.error('Usage: npm run cli -- clients remove CLIENT_ID');
        return 1;
      }
      const removed = await removeClient(db, clientId);
      console.log(removed ? `Removed ${clientId} and every grant and token issued to it.` : `No client ${clientId}.`);
      return removed ? 0 : 1;
    }
    case 'pkce': {
      const [clientId, setting] = args;
      if (!clientId || (setting !== 'exempt' && setting !== 'required')) {
        console.error('Usage: npm run cli -- clients pkce CLIENT_ID exempt|required');
        return 1;
      }
      const changed = await setPkceExemption(db, clientId, setting === 'exempt');
      if (!changed) {
        console.error(`No confidential client ${clientId}: public clients always need PKCE.`);
        return 1;
      }
      console.log(setting === 'exempt' ? `${clientId} may now leave PKCE out (code_challenge). Undo: clients pkce ${clientId} required` : `${clientId} must use PKCE (S256) again.`);
      return 0;
    }
    default:
      console.error('Usage: npm run cli -- clients add|list|remove|pkce');
      return 1;
  }
}
