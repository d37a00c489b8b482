/**
 * The scan of the servers' log lines after a browser run (issue 36: "never a secret"). Pure
 * functions: scan-server-logs.ts feeds them the files, the sources and the outboxes.
 */

/** A value that must never be logged, and what it is (named in a finding, never the value itself). */
export type Secret = { what: string; value: string };

export type SourceFile = { file: string; text: string };

/** The authenticator secret of the demo accounts (apps/server/src/demo/accounts.ts). */
export const DEMO_TOTP_SECRET = 'DEMOTOTPSECRETFORTHEPORTAL234567';

const STRING_LITERAL = /(['"`])((?:(?!\1)[^\\\n$])*)\1/g;

/**
 * The passwords the specs and the seed type or send, read from their sources so that a new spec's
 * password is checked without a list to keep: on a line that speaks of a password, a literal
 * that looks like one (a letter and a digit or "!", no space, slash or @), or a literal handed
 * to `.fill(` or `enterPassword(` there (a wrong password such as 'not-the-password' included).
 */
export function passwordsIn(sources: SourceFile[]): Secret[] {
  const found = new Map<string, string>();
  for (const { file, text } of sources) {
    for (const line of text.split('\n')) {
      if (!/passw/i.test(line)) continue;
      const typed = new Set([...line.matchAll(/(?:\.fill|enterPassword)\(([^;]*)/g)].flatMap((call) => [...(call[1] ?? '').matchAll(STRING_LITERAL)].map((m) => m[2])));
      for (const match of line.matchAll(STRING_LITERAL)) {
        const value = match[2] ?? '';
        if (value.length < 6 || value.length > 64 || /[\s/@"'=()[\]{}<>]/.test(value)) continue;
        const looksLikeOne = /[A-Za-z]/.test(value) && /[\d!]/.test(value);
        if (looksLikeOne || typed.has(value)) found.set(value, `a password of ${file}`);
      }
    }
  }
  return [...found].map(([value, what]) => ({ value, what }));
}

/**
 * The demo clients' secrets (`client_id: 'x', ... secret: 'y'`), with their HTTP Basic
 * credentials, and the development APP_SECRET of the server's config.
 */
export function fixedSecretsIn(sources: SourceFile[]): Secret[] {
  const secrets: Secret[] = [];
  for (const { file, text } of sources) {
    for (const m of text.matchAll(/(?:client_id|clientId):\s*'([\w.-]+)'[^}]*?\bsecret:\s*'([\w.-]+)'/g)) {
      const [, id = '', secret = ''] = m;
      secrets.push({ what: `the client secret of ${id} (${file})`, value: secret });
      secrets.push({ what: `the basic credentials of ${id} (${file})`, value: Buffer.from(`${id}:${secret}`).toString('base64') });
    }
    for (const m of text.matchAll(/DEV_APP_SECRET\s*=\s*'([^']+)'/g)) secrets.push({ what: `the development APP_SECRET (${file})`, value: m[1] ?? '' });
  }
  return secrets;
}

/**
 * What the outbox sent: each one-time code (6 to 8 digits) and each token of a link (a query or
 * fragment value of 16 characters or more: `#reset=…`, `#secure=…`, a cancel link).
 */
export function secretsInMessages(messages: { text: string; html?: string | null }[], source: string): Secret[] {
  const secrets = new Map<string, string>();
  for (const message of messages) {
    for (const body of [message.text, message.html ?? '']) {
      for (const m of body.matchAll(/(?<!\d)\d{6,8}(?!\d)/g)) secrets.set(m[0], `a one-time code sent by ${source}`);
      for (const m of body.matchAll(/[#?&;][\w-]+=([\w%.~-]{16,})/g)) secrets.set(m[1] ?? '', `a link token sent by ${source}`);
    }
  }
  return [...secrets].map(([value, what]) => ({ value, what }));
}

/** Secrets by their shape, whoever made them. */
const SHAPES: { what: string; pattern: RegExp; digits?: true; handles?: true }[] = [
  { what: 'a JWT', pattern: /eyJ[\w-]{8,}\.[\w-]{8,}/ },
  { what: 'a bearer or basic credential', pattern: /\b(?:Bearer|Basic)\s+(?!…)[\w.~+/=-]{8,}/i },
  {
    what: 'a secret URL or cookie parameter with its value',
    pattern: /(?<![\w-])(?:code|token|access_token|refresh_token|id_token|id_token_hint|logout_token|code_verifier|code_challenge|state|nonce|password|secret|client_secret|reset|secure|handover|payload|key)=(?!…|\[redacted\]|&|"|\s|$)/i,
  },
  { what: 'a recovery key', pattern: /(?<![A-Za-z0-9])[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}(?![A-Za-z0-9])/ },
  { what: 'an authenticator secret', pattern: /(?<![A-Za-z2-7])(?:[A-Z2-7]{32}|(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4})(?![A-Za-z2-7])/ },
  { what: 'a 256-bit token', pattern: /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{43}(?![\w-])/, handles: true },
  { what: 'an IBAN', pattern: /(?<![A-Za-z0-9])(?:BE\d{2}(?: ?\d{4}){3}|LU\d{2}(?: ?[0-9A-Z]{4}){4})(?![A-Za-z0-9])/i },
  { what: 'a card number', pattern: /(?<![\d.])\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}(?!\d)/, digits: true },
  { what: 'a one-time code (8 digits)', pattern: /(?<![\w.:-])\d{8}(?![\w.:-])/, digits: true },
  { what: 'a national register number', pattern: /(?<!\d)\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}(?!\d)/, digits: true },
];

/**
 * A log line without its numbers of its own (time, pid, ports, response times) and its request
 * id, where the digit shapes would find what is no code: a secret is logged in a string.
 */
function withoutOwnNumbers(line: string): string {
  return line.replace(/"(?:reqId|hostname)":"[^"]*"/g, '').replace(/":-?\d+(?:\.\d+)?(?:e[+-]?\d+)?(?=[,}])/gi, '":0');
}

/**
 * The OpenID provider's interaction ids in its paths (`/oauth/interaction/UID`, `/oauth/auth/UID`)
 * have a token's shape but are handles: each works only with the provider's signed cookie of the
 * same browser, and joins the steps of one authorization in the log.
 */
function withoutHandles(line: string): string {
  return line.replace(/\/oauth\/(interaction|auth)\/[\w-]{43}(?![\w-])/g, '/oauth/$1/UID');
}

/** The values of a literal secret as a line could carry them: as is, URL-encoded (component or form), JSON-escaped. */
function spellings(value: string): string[] {
  const form = new URLSearchParams({ v: value }).toString().slice(2);
  return [...new Set([value, encodeURIComponent(value), form, JSON.stringify(value).slice(1, -1)])];
}

export interface Scanner {
  /** What is wrong with one line: the kinds of secret found, never their values. */
  scan(line: string): string[];
}

/**
 * A scanner for the given secrets and every shape. Digit codes and tokens are looked up in sets
 * (a full run sends hundreds); other literals are searched as substrings, the demo
 * authenticator secret also in any case and spacing.
 */
export function scannerFor(secrets: Secret[]): Scanner {
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const literals: Secret[] = [];
  for (const secret of secrets) {
    if (!secret.value) continue;
    if (/^\d{6,8}$/.test(secret.value)) codes.set(secret.value, secret.what);
    else if (/^[\w-]{16,}$/.test(secret.value)) tokens.set(secret.value, secret.what);
    else for (const value of spellings(secret.value)) literals.push({ what: secret.what, value });
  }
  return {
    scan(line) {
      const found = new Set<string>();
      for (const { what, value } of literals) if (line.includes(value)) found.add(what);
      if (line.replace(/[\s-]/g, '').toUpperCase().includes(DEMO_TOTP_SECRET)) found.add('the demo authenticator secret');
      const digits = withoutOwnNumbers(line);
      for (const m of digits.matchAll(/(?<!\d)\d{6,8}(?!\d)/g)) {
        const what = codes.get(m[0]);
        if (what) found.add(what);
      }
      for (const m of line.matchAll(/[\w-]{16,}/g)) {
        const what = tokens.get(m[0]);
        if (what) found.add(what);
      }
      const handles = withoutHandles(line);
      for (const shape of SHAPES) if (shape.pattern.test(shape.digits ? digits : shape.handles ? handles : line)) found.add(shape.what);
      return [...found];
    },
  };
}

export type LogFile = { name: string; text: string };

export interface ScanReport {
  files: number;
  lines: number;
  /** Fastify's "incoming request" lines: proof that the run's requests were logged at all. */
  requestLines: number;
  /** `file:line: what`, one per line with a secret. */
  findings: string[];
  /** Why the scan proves nothing (no files, too few request lines), if it does not. */
  vacuous: string | null;
}

/**
 * Scans every line of every file. The scan is vacuous, and so fails, without files or with fewer
 * than `minRequestLines` request lines in all (a server logging above `info` logs none).
 */
export function scanLogs(files: LogFile[], scanner: Scanner, minRequestLines: number): ScanReport {
  const report: ScanReport = { files: files.length, lines: 0, requestLines: 0, findings: [], vacuous: null };
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      if (!line) return;
      report.lines += 1;
      if (line.includes('"msg":"incoming request"')) report.requestLines += 1;
      for (const what of scanner.scan(line)) report.findings.push(`${file.name}:${index + 1}: ${what}`);
    });
  }
  if (files.length === 0) report.vacuous = 'no server log files';
  else if (report.requestLines < minRequestLines) report.vacuous = `${report.requestLines} request lines in ${files.length} log file(s), fewer than ${minRequestLines}: the servers did not log their requests (LOG_LEVEL?)`;
  return report;
}
