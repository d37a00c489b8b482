import { describe, expect, it } from 'vitest';
import { fixedSecretsIn, passwordsIn, scanLogs, scannerFor, secretsInMessages, type Secret } from './log-scan';

const clean = (path: string) =>
  `{"level":30,"time":1795967269306,"pid":2345678,"hostname":"vm","reqId":"12345678-4abc-4def-8abc-1234567890ab","accountId":12,"req":{"method":"GET","url":"${path}","host":"localhost:8090","remoteAddress":"10.1.2.3","remotePort":51234},"msg":"incoming request"}`;
const completed = '{"level":30,"time":1795967269306,"pid":2345678,"hostname":"vm","reqId":"87654321-4abc-4def-8abc-1234567890ab","res":{"statusCode":200},"responseTime":12.34567812,"msg":"request completed"}';

const secrets: Secret[] = [
  { what: 'the demo password', value: 'Demo-Password-1!' },
  ...secretsInMessages([{ text: 'Your verification code is 04817263.\n\nIt expires in 10 minutes.' }, { text: 'Reset: http://localhost:8090/reset-password#reset=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde' }], 'e2e_8090'),
];
const scanner = scannerFor(secrets);

describe('the log scanner', () => {
  it('passes clean lines: request lines with names-only queries, ids, times, ports and response times', () => {
    expect(scanner.scan(clean('/oauth/auth?client_id=demo-partner&response_type=code&scope=openid%20profile&state=…&code_challenge=…'))).toEqual([]);
    expect(scanner.scan(clean('/login/email?email=…&password=…'))).toEqual([]);
    expect(scanner.scan(completed)).toEqual([]);
    // The provider's interaction ids in its paths are handles, not bearer secrets.
    expect(scanner.scan(clean('/oauth/interaction/k8VSMAfDXIfT2pwyQgoZYi_MB1UNCjg3Y_Jh4_L0JKk?client_id=demo-partner&redirect_uri=…'))).toEqual([]);
    expect(scanner.scan(clean('/oauth/auth/XhudkQfLSS4IhRpk7r2rInEqlxS7WwmilGGyX9xDJxa'))).toEqual([]);
    expect(scanner.scan('{"level":30,"msg":"Seeded the demo accounts (demo@example.com and others; their password is in docs/demo-data.md)"}')).toEqual([]);
  });

  it.each([
    ['a planted password', clean('/login/email?password=Demo-Password-1!'), 'the demo password'],
    ['a URL-encoded password', clean('/x?p=Demo-Password-1%21'), 'the demo password'],
    ['a code the outbox sent', '{"msg":"code 04817263 accepted"}', 'a one-time code sent by e2e_8090'],
    ['a link token the outbox sent', '{"msg":"opened AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"}', 'a link token sent by e2e_8090'],
    ['any 8-digit code', '{"msg":"tried 99887766"}', 'a one-time code (8 digits)'],
    ['a code in a query', clean('/federation/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=…'), 'a secret URL or cookie parameter with its value'],
    ['a token in a query', clean('/api/x?token=abc'), 'a secret URL or cookie parameter with its value'],
    ['a JWT', clean('/oauth/session/end?id_token_hint=…&x=eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.sig'), 'a JWT'],
    ['a bearer token', '{"headers":{"authorization":"Bearer 9x_oLOu6As4VUzRgva9H"}}', 'a bearer or basic credential'],
    ['a session token', '{"msg":"9x_oLOu6As4VUzRgva9HtCjM4FoY14shr8TQF5cyAbc"}', 'a 256-bit token'],
    ['a token in a path', clean('/api/user/9x_oLOu6As4VUzRgva9HtCjM4FoY14shr8TQF5cyAbc'), 'a 256-bit token'],
    ['the demo authenticator secret, spaced and in lower case', '{"msg":"demo totp secr etfo rthe port al23 4567"}', 'the demo authenticator secret'],
    ['a new authenticator secret', '{"msg":"otpauth secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"}', 'an authenticator secret'],
    ['a demo recovery key', '{"msg":"key DEMKY-22225"}', 'a recovery key'],
    ['a new recovery key', '{"msg":"key 7HQ2M-RX9KA"}', 'a recovery key'],
    ['a card number with spaces', '{"msg":"card 5065 1234 5678 9012"}', 'a card number'],
    ['a card number without', '{"msg":"card 5065123456789012"}', 'a card number'],
    ['a Belgian IBAN', '{"msg":"iban BE71 0961 2345 6769"}', 'an IBAN'],
    ['a lower-case IBAN without spaces', '{"msg":"iban be71096123456769"}', 'an IBAN'],
    ['a Luxembourg IBAN', '{"msg":"iban LU28 0019 4006 4475 0000"}', 'an IBAN'],
    ['a national register number', '{"msg":"nrn 90.05.17-123.31"}', 'a national register number'],
  ])('finds %s', (_name, line, what) => {
    expect(scanner.scan(line)).toContain(what);
  });

  it('reports file and line of each finding, and fails a run without files or without request lines', () => {
    const text = [clean('/a'), clean('/b?token=leaked'), completed].join('\n');
    const report = scanLogs([{ name: 'e2e_8090.log', text }], scanner, 2);
    expect(report.findings).toEqual(['e2e_8090.log:2: a secret URL or cookie parameter with its value']);
    expect(report.vacuous).toBeNull();
    expect(scanLogs([], scanner, 1).vacuous).toMatch(/no server log files/);
    expect(scanLogs([{ name: 'e2e_8090.log', text: completed }], scanner, 1).vacuous).toMatch(/0 request lines/);
  });
});

describe('the secrets the scan collects', () => {
  it("reads the specs' passwords from their sources, typed wrong ones included, and no label or route", () => {
    const sources = [
      { file: 'demo.ts', text: "export const PASSWORD = 'Demo-Password-1!';" },
      { file: 'a.spec.ts', text: "await page.getByLabel('New password', { exact: true }).fill('short1!');\nawait enterPassword(page, jan.email, 'not-the-password');\nawait page.goto('/forgot-password');\nexpect(x).toHaveAttribute('autocomplete', 'current-password');" },
    ];
    expect(passwordsIn(sources).map((s) => s.value).sort()).toEqual(['Demo-Password-1!', 'not-the-password', 'short1!']);
  });

  it("reads the demo clients' secrets with their basic credentials, and the development APP_SECRET", () => {
    const values = fixedSecretsIn([{ file: 'clients.ts', text: "{ client_id: 'demo-partner', name: 'Demo', secret: 'demo-partner-secret' }\nconst DEV_APP_SECRET = 'development-only-app-secret';" }]).map((s) => s.value);
    expect(values).toEqual(['demo-partner-secret', Buffer.from('demo-partner:demo-partner-secret').toString('base64'), 'development-only-app-secret']);
  });
});
