import { describe, expect, it } from 'vitest';
import { errorForLog, scrubText, urlForLog } from './log-serializers';

describe('urlForLog', () => {
  it('keeps a path without query as it is', () => {
    expect(urlForLog('/api/user')).toBe('/api/user');
  });

  it('keeps the names of the parameters and the values of client_id, response_type, scope, prompt, error and notice only', () => {
    expect(urlForLog('/oauth/auth?client_id=demo-partner&response_type=code&scope=openid+email&state=s3cr3t&code_challenge=abc&prompt=login')).toBe(
      '/oauth/auth?client_id=demo-partner&response_type=code&scope=openid%20email&state=…&code_challenge=…&prompt=login',
    );
    expect(urlForLog('/federation/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=xyz')).toBe('/federation/callback?code=…&state=…');
    expect(urlForLog('/login/email?notice=federation.failed&redirect=%2Foauth%2Fauth%3Fcode%3Dx')).toBe('/login/email?notice=federation.failed&redirect=…');
  });

  it('hides a shown parameter whose value is no short word, and a name that is a value itself', () => {
    expect(urlForLog(`/oauth/auth?client_id=${'a'.repeat(101)}`)).toBe('/oauth/auth?client_id=…');
    expect(urlForLog('/oauth/auth?client_id=eyJhbGciOiJIUzI1NiJ9.e30.x%22%3E')).toBe('/oauth/auth?client_id=…');
    expect(urlForLog('/x?Demo-Password-1!&eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig&12345678&DEMOTOTPSECRETFORTHEPORTAL234567&mfaId=3')).toBe('/x?…&…&…&…&mfaId=…');
  });
});

describe('errorForLog', () => {
  it('redacts the secret-looking fields of an error and of what it carries, keeping its code', () => {
    const error = Object.assign(new Error('upstream refused', { cause: new Error('GET /callback?code=12345678 failed') }), {
      code: 'OAUTH_RESPONSE_BODY_ERROR',
      body: { access_token: 'at-123' },
      password: 'Demo-Password-1!',
      details: { refresh_token: 'rt-1', ok: 'kept' },
    });
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toMatch(/at-123|Demo-Password-1!|rt-1|12345678/);
    expect(logged).toContain('OAUTH_RESPONSE_BODY_ERROR');
    expect(logged).toContain('kept');
    expect(logged).toContain('upstream refused');
  });

  it('hides a one-time code in a code field', () => {
    expect(errorForLog(Object.assign(new Error('x'), { code: '12345678' })).code).toBe('[redacted]');
  });

  it("blanks the values PostgreSQL quotes in its message, detail and stack, keeping the constraint's name", () => {
    const pgError = (message: string, detail?: string) => Object.assign(new Error(message), { severity: 'ERROR', code: '23505', detail });
    const unique = errorForLog(pgError('duplicate key value violates unique constraint "user_emails_email_key"', 'Key (email)=(jan@example.com) already exists.'));
    expect(unique.message).toBe('duplicate key value violates unique constraint "user_emails_email_key"');
    expect(unique.detail).toBe('Key (email)=(…) already exists.');
    const syntax = errorForLog(pgError('invalid input syntax for type integer: "Demo-Password-1!"'));
    expect(syntax.message).toBe('invalid input syntax for type integer: "…"');
    expect(syntax.stack).not.toContain('Demo-Password-1!');
    expect(errorForLog(pgError('null value in column "x"', 'Failing row contains (1, BE71 0961 2345 6769, null).')).detail).toBe('Failing row contains (…).');
  });
});

describe('scrubText', () => {
  it('blanks query and fragment values, bearer and basic credentials and JWTs quoted in a text', () => {
    expect(scrubText('Route GET:/api/x?code=12345678&client_id=demo-partner not found')).toBe('Route GET:/api/x?code=…&client_id=demo-partner not found');
    expect(scrubText('link http://localhost/reset-password#reset=AbC_123-xyz sent')).toBe('link http://localhost/reset-password#reset=… sent');
    expect(scrubText('authorization: Bearer abcdefgh12345678')).toBe('authorization: Bearer …');
    expect(scrubText('Basic ZGVtby1wYXJ0bmVyOnNlY3JldA==')).toBe('Basic …');
    expect(scrubText('hint eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl end')).toBe('hint [jwt] end');
    expect(scrubText('cookie: token=abc123; other=x')).toBe('cookie: token=…; other=…');
  });

  it('leaves a text without credentials alone, and keeps a JSON line valid', () => {
    const line = '{"level":30,"reqId":"a-1","req":{"url":"/oauth/auth?client_id=demo-partner&state=…"},"msg":"incoming request"}\n';
    expect(scrubText(line)).toBe(line);
    const quoted = '{"msg":"Route GET:/x?token=abc\\"def not found"}';
    expect(() => JSON.parse(scrubText(quoted))).not.toThrow();
  });
});
