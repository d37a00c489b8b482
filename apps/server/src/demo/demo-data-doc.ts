import { isWeakPasswordStatus } from '@portal/contract/rules';
import { DEMO_PASSWORD, DEMO_RECOVERY_KEYS, DEMO_TOTP_SECRET, demoAccounts, type DemoAccount } from './accounts';
import { demoCards, demoInvitations, type DemoCard, type DemoInvitation } from './cards';

/** Where the rendered document lives: `npm run docs:demo-data` writes it, demo-data-doc.test.ts compares it. */
export const demoDataDocUrl = new URL('../../../../docs/demo-data.md', import.meta.url);

const code = (value: string) => `\`${value}\``;
const cardNumber = (digits: string) => code(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
/** 80011512347 as people write it: 80.01.15-123.47. */
const registerNumber = (digits: string) => code(digits.replace(/^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/, '$1.$2.$3-$4.$5'));
const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;

/** A Markdown table; a pipe inside a cell is escaped, or it would end the cell. */
function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

function signInNames(account: DemoAccount): string {
  const also = account.moreEmails?.length ? `; also ${account.moreEmails.map(code).join(', ')}` : '';
  return `${code(account.email)} or ${code(account.phone)}${also}`;
}

/** Name, language, platform ids, the card on file and the flags that change how the account signs in. */
function who({ user, card, microsoft, staff }: DemoAccount): string {
  const platforms = [
    user.user_id != null && `voucher holder ${user.user_id}`,
    user.customer_user_id != null && `client area ${user.customer_user_id}`,
    user.fridom_user_id != null && `Fridom ${user.fridom_user_id}`,
  ];
  const flags = [user.mfa_customer ? code('mfa_customer') : false, user.mfa_forced ? code('mfa_forced') : false, isWeakPasswordStatus(user.password_status ?? 0) ? 'weak password' : false];
  const cardOnFile = card && [`card ${cardNumber(card.number)}`, card.nationalRegisterNumber && `national register number ${registerNumber(card.nationalRegisterNumber)}`];
  const linked = microsoft && `linked to Microsoft as ${code(microsoft)}`;
  const desk = staff && `support desk ${staff}`;
  const facts = [...platforms, ...(cardOnFile || []), ...flags, linked, desk].filter((fact) => typeof fact === 'string');
  // An account without a language gets the column's default, English.
  return `${fullName(user)} (${user.language ?? 'en'}): ${facts.join(', ')}`;
}

/** The primary method first, as sign-in offers it; an authenticator with the recovery keys it has left. */
function secondFactors({ methods }: DemoAccount): string {
  if (methods.length === 0) return 'none';
  const primaryFirst = [...methods].sort((a, b) => Number(b.primary) - Number(a.primary));
  return primaryFirst
    .map((m) => {
      const notes = methods.length > 1 && m.primary ? ['primary'] : [];
      if (m.method === 'totp') {
        const left = DEMO_RECOVERY_KEYS.length - m.usedKeys;
        notes.push(left === 1 ? 'one recovery key left' : `${left} recovery keys left`);
      }
      const name = { email: 'e-mail code', sms: 'SMS code', card: 'card number', totp: 'authenticator' }[m.method];
      return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
    })
    .join('; ');
}

function cardRow(card: DemoCard): string[] {
  const holder = `${fullName(card)}, ${card.kind}, ${card.language}${card.nationalRegisterNumber ? `, register number ${code(card.nationalRegisterNumber)}` : ''}`;
  return [cardNumber(card.number), holder, card.status, card.purpose];
}

function invitationRow(invitation: DemoInvitation): string[] {
  const invited = `${fullName(invitation)}, ${invitation.email ? code(invitation.email) : 'no e-mail'}, ${invitation.company}, ${invitation.language}`;
  return [code(invitation.code), invitation.platform, invited, invitation.expiresAt ?? 'never', invitation.purpose];
}

const intro = `# Demo data

<!-- Written by \`npm run docs:demo-data\` from apps/server/src/demo: change the seed, then run it. -->

What \`npm start\` (and every test server) seeds into a database without users, outside production
(\`SEED_DEMO\`). The accounts live in \`apps/server/src/demo/accounts/\`, the cards and codes in
\`apps/server/src/demo/cards.ts\`, the OAuth clients in \`apps/server/src/demo/clients.ts\`. The browser
tests' handles on them are in \`e2e/support/demo.ts\`. This file is written from the seed by
\`npm run docs:demo-data\`, and a unit test fails when it falls behind.`;

const accountsIntro = `## Accounts

All have the password ${code(DEMO_PASSWORD)}, and sign in with their e-mail address or phone number. Codes
arrive in the dev outbox. The accounts with an authenticator share the TOTP secret
${code(DEMO_TOTP_SECRET)} (add it to any authenticator app, or compute codes with \`otpauth\`)
and the ${DEMO_RECOVERY_KEYS.length} recovery keys ${code(DEMO_RECOVERY_KEYS[0] ?? '')} … ${code(DEMO_RECOVERY_KEYS.at(-1) ?? '')}, used in that order; each key works once.
Accounts are seeded in this order, which gives them their ids.`;

const cardsIntro = `## Cards and invitation codes

Unactivated cards and invitation codes for onboarding, imported on every start through the same
import as the issuer's files (\`apps/server/src/demo/cards.ts\`, format in [cards.md](cards.md)).
Each browser test that spends one has its own; for a new test, take a spare or add one to
\`cards.ts\` with its purpose, then run \`npm run docs:demo-data\`.`;

const cardsOutro = `Codes are case-, space- and dash-insensitive (\`welcome 2026 a\` works). The cards on file of the
accounts above are not among these.`;

const clients = `## OAuth clients

The demo partner app and the two first-party platforms, with their public demo secrets, are listed in
[integrating.md](integrating.md#demo-clients).`;

/** docs/demo-data.md, from the seed's own accounts, cards and codes. */
export function renderDemoDataDoc(): string {
  const accounts = table(['account', 'who', 'what for', 'second factor'], demoAccounts.map((a) => [signInNames(a), who(a), a.purpose, secondFactors(a)]));
  const cards = table(['card', 'holder, kind, language', 'status', 'what for'], demoCards.map(cardRow));
  const invitations = table(['code', 'platform', 'invited', 'expires', 'what for'], demoInvitations.map(invitationRow));
  return `${[intro, accountsIntro, accounts, cardsIntro, cards, invitations, cardsOutro, clients].join('\n\n')}\n`;
}
