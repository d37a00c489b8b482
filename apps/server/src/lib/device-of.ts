import { UAParser } from 'ua-parser-js';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

/** A person's browsers send the same header again and again; parsing one costs about 0.1 ms. */
const REMEMBERED = 500;
const described = new Map<string, DeviceDescription>();

/**
 * Browser and system names of a User-Agent header (ua-parser-js), as the devices list and the
 * security history show them: "Firefox 128", "Windows 10". Null parts when nothing is recognised.
 * Every sign-in and every line of the history asks, so the last headers' answers are kept.
 */
export function describeDevice(ua: string | null): DeviceDescription {
  if (!ua) return { browser: null, os: null };
  const known = described.get(ua);
  if (known) return { ...known };
  const description = parse(ua);
  if (described.size >= REMEMBERED) described.delete(described.keys().next().value as string);
  described.set(ua, description);
  return { ...description };
}

function parse(ua: string): DeviceDescription {
  const { browser, os } = new UAParser(ua).getResult();
  const name = (part: { name?: string; version?: string }, version: string | undefined) =>
    part.name ? [part.name, version].filter(Boolean).join(' ').slice(0, 64) : null;
  return { browser: name(browser, browser.major), os: name(os, os.version) };
}
