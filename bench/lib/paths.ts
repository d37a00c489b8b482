import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const benchDir = fileURLToPath(new URL('../', import.meta.url));
