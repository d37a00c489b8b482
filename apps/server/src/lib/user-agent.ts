/**
 * A browser and system name (trusted-device list, default passkey names), read from the User-Agent
 * header. Only the common families: anything else shows as unknown rather than guessed. Order
 * matters: Edge and Opera also say Chrome, Chrome also says Safari, iPads may say Macintosh.
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function describeUserAgent(ua: string | null): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  return { browser: first(browsers, ua), os: first(systems, ua) };
}
