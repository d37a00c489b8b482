import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { randomToken } from './tokens';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to argon2id;
 * its Algorithm enum is a const enum, which isolatedModules cannot import. Exported for the
 * benchmark's bare hashing reference (bench/), which must hash at exactly these parameters.
 */
export const passwordHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2 run per core (the cores this process may use) at a time; the others wait
 * here. Without the cap a burst of sign-ins would take every libuv thread (4 by default), and the
 * file reads and other pool work of every other request would queue behind the hashes. More hashes
 * than cores at once finish no sooner and cost more: on one core, two at a time took about 1.3 ms
 * more CPU per sign-in than one after the other (their 19 MiB each compete for the caches).
 */
const hashing = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, passwordHashOptions));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work for an unknown account as for a wrong password, so that response
 * times do not reveal which accounts exist: checked as a typed password, so input that NFKC changes
 * costs its second run here too. Always false.
 */
export async function verifyAgainstDummy(typed: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verifyTypedPassword(await dummyHash, typed);
  return false;
}

/**
 * Which of a login name's accounts (their hashes, oldest first) the typed password opens: the
 * first that matches, or -1. A wrong password costs `slots` checks whatever the number of accounts
 * (none, one or several: the missing ones are checked against the dummy hash), so the time of the
 * answer tells neither whether the name exists nor how many accounts share it. A right one stops at
 * its account: its answer says so anyway.
 */
export async function matchTypedPassword(hashes: string[], typed: string, slots: number): Promise<number> {
  for (const [index, hash] of hashes.entries()) if (await verifyTypedPassword(hash, typed)) return index;
  for (let i = hashes.length; i < slots; i++) await verifyAgainstDummy(typed);
  return -1;
}

/**
 * Checks a typed password against a stored hash. New hashes are made from the NFKC form, so that
 * is tried first; hashes made before passwords were normalised came from the raw string, so a
 * typed password that NFKC changes is also tried as typed (a second argon2 run, only for input with
 * decomposed or compatibility characters). The ASCII demo passwords are their own NFKC form.
 */
export async function verifyTypedPassword(passwordHash: string, typed: string): Promise<boolean> {
  const normalized = typed.normalize('NFKC');
  if (await verifyPassword(passwordHash, normalized)) return true;
  return normalized !== typed && verifyPassword(passwordHash, typed);
}
