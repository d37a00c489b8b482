import { UAParser } from 'ua-parser-js';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

/**
 * Browser and system names of a User-Agent header (ua-parser-js), as the devices list and the
 * security history show them: "Firefox 128", "Windows 10". Null parts when nothing is recognised.
 */
export function describeDevice(ua: string | null): DeviceDescription {
  if (!ua) return { browser: null, os: null };
  const { browser, os } = new UAParser(ua).getResult();
  const name = (part: { name?: string; version?: string }, version: string | undefined) =>
    part.name ? [part.name, version].filter(Boolean).join(' ').slice(0, 64) : null;
  return { browser: name(browser, browser.major), os: name(os, os.version) };
}
