import { generateKeyPairSync, hash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OidcSigningKeysTable } from '../db/types';
import { MINUTE } from '../lib/clock';
import { seal, unseal } from './key-encryption';

type KeyRow = Selectable<OidcSigningKeysTable>;
export type SigningAlg = OidcSigningKeysTable['alg'];
export type PrivateJwk = Record<string, string> & { kid: string; alg: SigningAlg; use: 'sig' };

/** ES256 signs by default; RS256 is there for clients that ask for it. */
export const SIGNING_ALGS: SigningAlg[] = ['ES256', 'RS256'];
/** How often every server process re-reads the keys: a new key is published before it signs. */
export const KEY_REFRESH_MS = MINUTE;
/** A rotated key is published this long before it signs, so every process lists it first. */
export const KEY_PUBLISH_LEAD_MS = 5 * MINUTE;

const PURPOSE = 'oidc-signing-key';

/** A fresh private key of `alg`, as the portal makes them (the benchmark's bare provider uses it too). */
export function generateSigningKey(alg: SigningAlg): Omit<PrivateJwk, 'kid'> {
  const { privateKey } =
    alg === 'ES256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as Record<string, string>), alg, use: 'sig' };
}

type GenerateKey = typeof generateSigningKey;

async function insertKeys(db: Db, appSecret: string, now: number, activatesAt: number, generate: GenerateKey = generateSigningKey): Promise<void> {
  const rows = SIGNING_ALGS.map((alg) => {
    // Unique and unguessable is all a kid needs; a hash of a random id keeps it short.
    const kid = hash('sha256', randomUUID(), 'base64url').slice(0, 16);
    const jwk = { ...generate(alg), kid };
    return { kid, alg, private_jwk: seal(appSecret, PURPOSE, JSON.stringify(jwk)), created_at: now, activates_at: activatesAt };
  });
  await db.insertInto('oidc_signing_keys').values(rows).execute();
}

/**
 * The first start creates a key per algorithm, signing at once. Safe when processes race. The test
 * suites pass a `generate` that reuses one key pair per algorithm: an RSA key takes a quarter second.
 */
export async function ensureSigningKeys(db: Db, appSecret: string, now: number, generate?: GenerateKey): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('oidc_signing_keys').select('kid').limit(1).executeTakeFirst();
    if (!existing) await insertKeys(trx, appSecret, now, now, generate);
  });
}

/**
 * Adds a new key per algorithm. It is published at once and signs after KEY_PUBLISH_LEAD_MS;
 * the keys it replaces stay published until the tokens they signed have expired.
 */
export async function rotateSigningKeys(db: Db, appSecret: string, now: number): Promise<{ activatesAt: number }> {
  const activatesAt = now + KEY_PUBLISH_LEAD_MS;
  await insertKeys(db, appSecret, now, activatesAt);
  return { activatesAt };
}

export interface KeyState {
  kid: string;
  alg: SigningAlg;
  state: 'signing' | 'next' | 'retired';
  createdAt: number;
  activatesAt: number;
  /** When a retired key leaves the JWKS. */
  removeAt: number | null;
}

/**
 * Every key's state at `now`, per algorithm: the newest activated key signs, newer ones wait,
 * older ones are retired and stay published for `retentionMs` after their successor activated.
 */
export function keyStates(rows: Pick<KeyRow, 'kid' | 'alg' | 'created_at' | 'activates_at'>[], now: number, retentionMs: number): KeyState[] {
  const states: KeyState[] = [];
  for (const alg of SIGNING_ALGS) {
    const keys = rows.filter((r) => r.alg === alg).sort((a, b) => b.activates_at - a.activates_at || b.created_at - a.created_at);
    const signing = keys.findIndex((k) => k.activates_at <= now);
    keys.forEach((key, index) => {
      const base = { kid: key.kid, alg, createdAt: key.created_at, activatesAt: key.activates_at };
      if (signing === -1 || index < signing) states.push({ ...base, state: 'next', removeAt: null });
      else if (index === signing) states.push({ ...base, state: 'signing', removeAt: null });
      else states.push({ ...base, state: 'retired', removeAt: (keys[index - 1]?.activates_at ?? now) + retentionMs });
    });
  }
  return states;
}

export function listSigningKeys(db: Db) {
  return db.selectFrom('oidc_signing_keys').select(['kid', 'alg', 'created_at', 'activates_at']).execute();
}

/**
 * The provider's JWKS at `now`, signing keys first (oidc-provider signs with the first key of an
 * algorithm), then the waiting and the retired ones that must still verify.
 */
export async function loadJwks(db: Db, appSecret: string, now: number, retentionMs: number): Promise<PrivateJwk[]> {
  const rows = await db.selectFrom('oidc_signing_keys').selectAll().execute();
  const order = { signing: 0, next: 1, retired: 2 } as const;
  const published = keyStates(rows, now, retentionMs)
    .filter((k) => k.removeAt === null || k.removeAt > now)
    .sort((a, b) => order[a.state] - order[b.state]);
  const byKid = new Map(rows.map((r) => [r.kid, r]));
  return published.map((k) => JSON.parse(unsealKey(appSecret, k.kid, byKid.get(k.kid)?.private_jwk ?? '')) as PrivateJwk);
}

/** A key sealed under another APP_SECRET (a restore without its secret, a changed variable) says so. */
function unsealKey(appSecret: string, kid: string, sealed: string): string {
  try {
    return unseal(appSecret, PURPOSE, sealed);
  } catch (cause) {
    throw new Error(`Signing key ${kid} cannot be decrypted: APP_SECRET is not the one the database's keys were stored under (docs/operations.md, "Secrets")`, { cause });
  }
}

/** Deletes keys that left the JWKS; they can never verify anything again. */
export async function pruneSigningKeys(db: Db, now: number, retentionMs: number): Promise<number> {
  const expired = keyStates(await listSigningKeys(db), now, retentionMs).filter((k) => k.removeAt !== null && k.removeAt <= now);
  if (expired.length === 0) return 0;
  await db.deleteFrom('oidc_signing_keys').where('kid', 'in', expired.map((k) => k.kid)).execute();
  return expired.length;
}
