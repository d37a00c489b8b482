import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rankedHeaderValues } from '@portal/contract/http';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * index.html, compressed per request since it carries the host's runtime config and maybe a drawn
 * page (the built assets have compressed copies instead). Brotli at a middle quality takes well
 * under a millisecond for it; a phone on a slow network saves a round trip or two before anything
 * shows.
 */
export async function compressPage(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding: string | null }> {
  const accepted = new Set(rankedHeaderValues(acceptEncoding).map((coding) => coding.toLowerCase()));
  if (accepted.has('br')) return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted.has('gzip')) return { body: await gz(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
