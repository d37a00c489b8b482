import type { Db } from '../db/database';
import { ClientInputError, addClient, describeClients, removeClient, rotateClientSecret, setPkceExemption, updateClient } from '../modules/clients';

interface ClientOptions {
  name?: string;
  'redirect-uri'?: string[];
  'post-logout-uri'?: string[];
  scope?: string;
  public?: boolean;
  id?: string;
  'id-token-alg'?: string;
  variant?: string[];
  machine?: boolean;
  'backchannel-logout-uri'?: string;
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
          variants: options.variant,
          machine: options.machine,
          backchannelLogoutUri: options['backchannel-logout-uri'],
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
        console.log(`${c.clientId}\t${c.type}\t${c.name}`);
        console.log(`  redirect URIs:     ${c.redirectUris.join(' ')}`);
        console.log(`  post-logout URIs:  ${c.postLogoutRedirectUris.join(' ') || '(none)'}`);
        console.log(`  scope:             ${c.scope}`);
        console.log(`  grant types:       ${c.grantTypes.join(' ')}`);
        console.log(`  ID token signed:   ${c.idTokenAlg}`);
        console.log(`  PKCE:              ${c.pkceExempt ? 'exempt' : 'required'}`);
        console.log(`  variants:          ${c.variants.join(' ')}`);
        console.log(`  back-channel URI:  ${c.backchannelLogoutUri ?? '(none)'}`);
        console.log(`  registered:        ${new Date(c.createdAt).toISOString()}`);
      }
      return 0;
    }
    case 'update': {
      const [clientId] = args;
      if (!clientId) {
        console.error('Usage: npm run cli -- clients update CLIENT_ID [--name NAME] [--redirect-uri URI ...] [--post-logout-uri URI ...] [--scope "..."] [--variant be|lu ...] [--backchannel-logout-uri URI|""]');
        return 1;
      }
      try {
        const changes = {
          name: options.name,
          redirectUris: options['redirect-uri'],
          postLogoutRedirectUris: options['post-logout-uri'],
          scope: options.scope,
          variants: options.variant,
          backchannelLogoutUri: options['backchannel-logout-uri'],
        };
        if (!(await updateClient(db, clientId, changes))) {
          console.error(`No client ${clientId}.`);
          return 1;
        }
        console.log(`Updated ${clientId}; the provider uses the change from the next request on.`);
        return 0;
      } catch (error) {
        if (!(error instanceof ClientInputError)) throw error;
        console.error(`Cannot update the client: ${error.message}`);
        return 1;
      }
    }
    case 'rotate-secret': {
      const [clientId] = args;
      if (!clientId) {
        console.error('Usage: npm run cli -- clients rotate-secret CLIENT_ID');
        return 1;
      }
      const secret = await rotateClientSecret(db, clientId);
      if (!secret) {
        console.error(`No confidential client ${clientId}: a public client has no secret.`);
        return 1;
      }
      console.log(`client_secret: ${secret}\n\nThe secret is shown only now: only its hash is stored. The old secret no longer works.`);
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
      console.error('Usage: npm run cli -- clients add|list|update|rotate-secret|remove|pkce');
      return 1;
  }
}
