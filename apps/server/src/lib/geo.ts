import { createRequire } from 'node:module';

export interface Place {
  city: string | null;
  country: string | null;
}

/** Where an IP address is, from an offline database; null when there is none or it does not know. */
export type GeoLookup = (ip: string | null) => Place | null;

interface GeoipLite {
  lookup(ip: string): { country?: string; city?: string } | null;
}

/**
 * geoip-lite is optional (its data is 154 MB): installed beside the server, it answers; otherwise
 * every lookup answers null and the screens show their "unknown" texts. Loaded once, on first use,
 * through require with a computed name so the bundle never tries to include it.
 */
let database: GeoipLite | null | undefined;

function loadDatabase(): GeoipLite | null {
  if (database !== undefined) return database;
  try {
    const moduleName = ['geoip', 'lite'].join('-');
    database = createRequire(import.meta.url)(moduleName) as GeoipLite;
  } catch {
    database = null;
  }
  return database;
}

export const lookupPlace: GeoLookup = (ip) => {
  if (!ip) return null;
  const db = loadDatabase();
  const found = db?.lookup(ip.replace(/^::ffff:/, ''));
  if (!found) return null;
  return { city: found.city || null, country: found.country || null };
};
