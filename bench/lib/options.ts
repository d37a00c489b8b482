/** The command line of `npm run bench`: see bench/README.md. */
export interface BenchOptions {
  quick: boolean;
  database: 'sqlite' | 'postgres';
  /**
   * Set: for each count, ascending, seed PostgreSQL up to that many users and measure the rows
   * that depend on it (sign-in and GET /api/user), so that one table compares the scales.
   */
  users: number[] | null;
  /** Measured runs per row (the median is reported). */
  runs: number;
  /** Seconds per measured run, and of the warm-up run before them (0: one request only). */
  seconds: number;
  warmupSeconds: number;
  /** First of the ports the bench starts its servers on. */
  basePort: number;
  databaseUrl: string;
  /** Set: only these rows (a profiling loop); null: every row. */
  only: ReadonlySet<RowKey> | null;
  /** Lighthouse audits per page in the `page` table (the median is reported): about 20 s each. */
  lighthouseRuns: number;
}

export const rowKeys = ['login', 'refresh', 'userinfo', 'introspection', 'jwks', 'user', 'mfa', 'workers', 'page'] as const;
export type RowKey = (typeof rowKeys)[number];
const isRowKey = (value: string): value is RowKey => (rowKeys as readonly string[]).includes(value);

const usage = `usage: npm run bench -- [--quick] [--database sqlite|postgres] [--users N[,N...]] [--runs N] [--seconds S] [--port P] [--only ${rowKeys.join(',')}] [--lighthouse-runs N]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

function wholeNumber(flag: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < min) fail(`${flag} needs a whole number of at least ${min}`);
  return n;
}

export function parseOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const options: BenchOptions = {
    quick,
    database: 'sqlite',
    users: null,
    runs: quick ? 1 : 3,
    seconds: quick ? 1 : 10,
    warmupSeconds: quick ? 0 : 3,
    basePort: 8700,
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    only: null,
    lighthouseRuns: quick ? 1 : 3,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--quick') continue;
    i++;
    if (flag === '--database') {
      if (value !== 'sqlite' && value !== 'postgres') fail('--database is sqlite or postgres');
      options.database = value;
    } else if (flag === '--users') {
      options.users = (value ?? '').split(',').map((count) => wholeNumber(flag, count.replace(/_/g, ''), 1)).sort((a, b) => a - b);
    }
    else if (flag === '--runs') options.runs = wholeNumber(flag, value, 1);
    else if (flag === '--seconds') options.seconds = wholeNumber(flag, value, 1);
    else if (flag === '--port') options.basePort = wholeNumber(flag, value, 1024);
    else if (flag === '--lighthouse-runs') options.lighthouseRuns = wholeNumber(flag, value, 1);
    else if (flag === '--only') {
      const keys = (value ?? '').split(',');
      const unknown = keys.filter((key) => !isRowKey(key));
      if (unknown.length) fail(`--only takes rows among ${rowKeys.join(',')}, not ${unknown.join(',')}`);
      options.only = new Set(keys.filter(isRowKey));
    }
    else fail(`unknown option ${flag}`);
  }
  if (options.users !== null && options.database !== 'postgres') fail('--users needs --database postgres');
  return options;
}
