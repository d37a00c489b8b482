/**
 * `--workers N` (1 to 64; default 1): how many server processes share the port. Any other argument
 * is refused, so a typo does not start a server that quietly ignores it.
 */
export function parseWorkers(args: readonly string[]): number | { error: string } {
  if (args.length === 0) return 1;
  const [flag, value, ...rest] = args;
  const inline = flag?.startsWith('--workers=') ? flag.slice('--workers='.length) : undefined;
  const count = inline ?? (flag === '--workers' ? value : undefined);
  if (count === undefined || rest.length > 0 || (inline !== undefined && value !== undefined)) return { error: `Unknown arguments: ${args.join(' ')} (the only one is --workers N)` };
  if (!/^\d{1,2}$/.test(count) || Number(count) < 1 || Number(count) > 64) return { error: '--workers must be a whole number from 1 to 64' };
  return Number(count);
}
