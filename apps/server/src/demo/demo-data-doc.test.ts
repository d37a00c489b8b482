import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { demoCards, demoInvitations } from './cards';
import { demoDataDocUrl, renderDemoDataDoc } from './demo-data-doc';

const doc = renderDemoDataDoc();
const rowOf = (text: string) => doc.split('\n').find((line) => line.startsWith(`| \`${text}\``));

describe('docs/demo-data.md', () => {
  it('is what `npm run docs:demo-data` writes from the seed', () => {
    expect(readFileSync(demoDataDocUrl, 'utf8'), 'docs/demo-data.md is behind the demo seed: run npm run docs:demo-data').toBe(doc);
  });

  it('has a row with its purpose for every account, card and code the seed creates', () => {
    const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(demoAccounts.length + demoCards.length + demoInvitations.length);
    for (const { purpose } of [...demoAccounts, ...demoCards, ...demoInvitations]) expect(doc).toContain(purpose);
  });

  it('shows an account its sign-in names, platforms, card on file and second factors, primary first', () => {
    expect(rowOf('demo@example.com')).toContain(
      '| `demo@example.com` or `+32470123456` | Jan Peeters (nl): voucher holder 1001, Fridom 3001, card `5065 0000 0000 1001`, national register number `80.01.15-123.47` |',
    );
    expect(rowOf('demo@example.com')).toMatch(/\| e-mail code \(primary\); SMS code \|$/);
    expect(rowOf('lastkey@example.com')).toMatch(/\| authenticator \(primary, one recovery key left\); e-mail code \|$/);
    expect(rowOf('weak@example.com')).toContain('voucher holder 1002, weak password |');
  });

  it('shows a code without an e-mail or expiry as such', () => {
    expect(rowOf('CLIENT-2026-B')).toContain('| clientarea | Chris Client, no e-mail, Client Company, fr | never |');
    expect(rowOf('EXPIRED-2025-C')).toContain('| 2025-12-31 |');
  });
});
