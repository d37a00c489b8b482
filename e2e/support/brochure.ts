import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

// WinAnsi (cp1252) differs from Latin-1 only in 0x80–0x9F; Node's decoders treat it as Latin-1.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b < 0xa0 ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text lines of an uncompressed PDF as pdfkit writes them: each line is a TJ array of hex
 * strings in the built-in fonts' WinAnsi encoding.
 */
export async function brochureText(download: Download): Promise<{ head: string; lines: string[] }> {
  const raw = (await readFile(await download.path())).toString('latin1');
  const lines = [...raw.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]+)>/g)].map((hex) => winAnsi(Buffer.from(hex[1] ?? '', 'hex'))).join(''),
  );
  return { head: raw.slice(0, 5), lines };
}
