import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { KEY_RETENTION_MS } from '../oidc/lifetimes';
import { ensureSigningKeys, keyStates, listSigningKeys, rotateSigningKeys } from '../oidc/signing-keys';

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

export async function keysCommand(db: Db, config: Config, command: string | undefined): Promise<number> {
  const now = Date.now();
  switch (command) {
    case 'list': {
      await ensureSigningKeys(db, config.appSecret, now);
      for (const k of keyStates(await listSigningKeys(db), now, KEY_RETENTION_MS)) {
        console.log(`${k.kid}\t${k.alg}\t${k.state}\tsigns from ${when(k.activatesAt)}\tleaves the JWKS ${when(k.removeAt)}`);
      }
      return 0;
    }
    case 'rotate': {
      await ensureSigningKeys(db, config.appSecret, now);
      const { activatesAt } = await rotateSigningKeys(db, config.appSecret, now);
      console.log(`New ES256 and RS256 keys are published now and sign from ${when(activatesAt)};`);
      console.log(`the keys they replace stay published for ${KEY_RETENTION_MS / 60_000} minutes after that.`);
      return 0;
    }
    default:
      console.error('Usage: npm run cli -- keys list|rotate');
      return 1;
  }
}
