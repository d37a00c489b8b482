import { readFile } from 'node:fs/promises';

/** The file as text; a file that is not UTF-8 (say, a Windows-1252 export) is refused, not garbled. */
export async function readUtf8(path: string): Promise<string | { error: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    return { error: `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}` };
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { error: `Cannot read ${path}: it is not UTF-8 text (save it as "CSV UTF-8")` };
  }
}
