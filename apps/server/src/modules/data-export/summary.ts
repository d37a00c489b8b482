import type { AccountExport } from '@portal/contract/account-export';
import { messageLanguage, securityNoticeSentence } from '../delivery';
import { summaryTexts, type FieldKey, type SectionKey, type SummaryTexts } from './summary-texts';

/**
 * summary.html: account.json for people. One self-contained page in the account's language: inline
 * CSS, no script (its CSP forbids any), every value escaped.
 */
export function renderSummary(data: AccountExport): string {
  const language = messageLanguage(data.profile.language);
  const t = summaryTexts[language];
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  const cell = (value: Cell): string => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t.yes : t.no;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'object') return escape(when.format(new Date(value.at)));
    return escape(value);
  };
  const table = (section: SectionKey, columns: FieldKey[], rows: Cell[][]): string => {
    const heading = `<h2>${escape(t.sections[section])}</h2>`;
    if (rows.length === 0) return `<section>${heading}<p class="none">${escape(t.none)}</p></section>`;
    const head = columns.map((c) => `<th scope="col">${escape(t.fields[c])}</th>`).join('');
    const body = rows.map((row) => `<tr>${row.map((v) => `<td>${cell(v)}</td>`).join('')}</tr>`).join('\n');
    return `<section>${heading}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div></section>`;
  };
  const list = (section: SectionKey, entries: [FieldKey, Cell][]): string =>
    `<section><h2>${escape(t.sections[section])}</h2><dl>${entries.map(([k, v]) => `<dt>${escape(t.fields[k])}</dt><dd>${cell(v)}</dd>`).join('')}</dl></section>`;

  const p = data.profile;
  const sections = [
    list('profile', [
      ['account_id', p.account_id], ['firstname', p.firstname], ['lastname', p.lastname], ['birthdate', p.birthdate], ['gender', p.gender], ['language', p.language],
      ['created_at', date(p.created_at)], ['terms_accepted_at', date(p.terms_accepted_at)], ['password_changed_at', date(p.password_changed_at)],
      ['password_weak', p.password_weak], ['mfa_forced', p.mfa_forced], ['mfa_customer', p.mfa_customer], ['marketing_email', p.marketing_email],
      ['marketing_sms', p.marketing_sms], ['user_id', p.linked_ids.user_id], ['customer_user_id', p.linked_ids.customer_user_id],
      ['fridom_user_id', p.linked_ids.fridom_user_id], ['card_number_on_file', p.card_number_on_file], ['national_register_number_on_file', p.national_register_number_on_file],
    ]),
    table('emails', ['email', 'primary', 'verified', 'added_at'], data.emails.map((e) => [e.email, e.primary, e.verified, date(e.added_at)])),
    table('phones', ['phone', 'primary', 'verified', 'added_at'], data.phones.map((e) => [e.phone, e.primary, e.verified, date(e.added_at)])),
    table('ibans', ['iban', 'status', 'added_at', 'effective_at', 'cancelled_at'], data.ibans.map((i) => [i.iban, i.status, date(i.added_at), date(i.effective_at), date(i.cancelled_at)])),
    table('methods', ['kind', 'target', 'primary', 'added_at'], data.second_factor_methods.map((m) => [m.kind, m.target, m.primary, date(m.added_at)])),
    table('passkeys', ['name', 'added_at', 'last_used_at', 'removed_at'], data.passkeys.map((k) => [k.name, date(k.added_at), date(k.last_used_at), date(k.removed_at)])),
    list('recoveryKeys', [['total', data.recovery_keys.total], ['unused', data.recovery_keys.unused], ['created_at', date(data.recovery_keys.created_at)]]),
    table('trustedDevices', ['device_id', 'ip', 'trusted_at', 'expires_at', 'last_used_at'], data.trusted_devices.map((d) => [d.device_id, d.ip, date(d.trusted_at), date(d.expires_at), date(d.last_used_at)])),
    table(
      'sessions',
      ['browser', 'ip', 'signed_in_at', 'last_seen_at', 'ended_at', 'second_factor', 'partner_apps'],
      data.sessions.data.map((s) => [[s.browser, s.os].filter(Boolean).join(', '), s.ip, date(s.signed_in_at), date(s.last_seen_at), date(s.ended_at), s.second_factor, s.partner_apps.map((a) => a.client_id).join(', ')]),
    ),
    table('events', ['at', 'type', 'ip', 'detail'], data.security_events.map((e) => [date(e.at), e.type, e.ip, e.detail ? Object.entries(e.detail).map(([k, v]) => `${k}: ${String(v)}`).join(', ') : null])),
    table('notifications', ['created_at', 'type', 'read_at'], data.notifications.map((n) => [date(n.created_at), securityNoticeSentence(language, n.kind), date(n.read_at)])),
    table('partnerApps', ['name', 'client_id', 'scopes', 'granted_at', 'expires_at'], data.partner_apps.map((a) => [a.name, a.client_id, a.scopes.join(', '), date(a.granted_at), date(a.expires_at)])),
    table('partnerLogouts', ['client_id', 'at', 'delivered_at'], data.partner_logouts.map((l) => [l.client_id, date(l.created_at), date(l.delivered_at)])),
    table('externalLogins', ['issuer', 'email', 'linked_at', 'unlinked_at'], data.external_logins.map((l) => [l.issuer, l.email, date(l.linked_at), date(l.unlinked_at)])),
    table('cards', ['kind', 'status', 'activated_at'], data.cards.map((c) => [c.kind, c.status, date(c.activated_at)])),
    table('invitations', ['platform', 'company', 'used_at'], data.invitations.map((i) => [i.platform, i.company, date(i.used_at)])),
    table('merged', ['account_id', 'merged_at'], data.merged_accounts.map((m) => [m.account_id, date(m.merged_at)])),
    table('reminders', ['started_at', 'reminders_sent', 'next_at'], data.mfa_reminders ? [[date(data.mfa_reminders.started_at), data.mfa_reminders.reminders_sent, date(data.mfa_reminders.next_at)]] : []),
    table('verifications', ['purpose', 'at', 'completed_at'], data.verifications.map((v) => [v.purpose, date(v.created_at), date(v.completed_at)])),
    table('stepUps', ['at', 'single_use', 'used_at'], data.step_up_grants.map((g) => [date(g.granted_at), g.single_use, date(g.used_at)])),
    table('staff', ['role', 'started_at'], data.support_staff ? [[data.support_staff.role, date(data.support_staff.since)]] : []),
  ];
  return page(t, language, `${p.firstname} ${p.lastname}`, cell(date(data.exported_at)), sections.join('\n'));
}

/** A date to show in the page's language; a string is shown as it is. */
type Cell = string | number | boolean | null | { at: string };
const date = (iso: string | null): Cell => (iso === null ? null : { at: iso });

function page(t: SummaryTexts, language: string, name: string, exportedAt: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escape(t.title)}: ${escape(name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(t.title)}</h1>
<p class="who">${escape(name)} · ${escape(t.exportedAt)} ${exportedAt}</p>
<p>${escape(t.intro)}</p>
<p>${escape(t.machineReadable)}</p>
${body}
</main>
</body>
</html>
`;
}

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#f6f7f9}',
  'main{max-width:72rem;margin:0 auto;padding:2rem 1rem}',
  'h1{font-size:1.75rem;margin:0 0 .25rem}',
  'h2{font-size:1.2rem;margin:2rem 0 .5rem;padding-top:1rem;border-top:1px solid #d8dce3}',
  '.who{color:#535b6b;margin-top:0}',
  '.none{color:#535b6b}',
  '.scroll{overflow-x:auto}',
  'table{border-collapse:collapse;width:100%;background:#fff;font-size:.9rem}',
  'th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border:1px solid #d8dce3;overflow-wrap:anywhere}',
  'th{background:#eef0f4}',
  'dl{display:grid;grid-template-columns:minmax(10rem,max-content) 1fr;gap:.25rem 1rem;margin:0;background:#fff;padding:.75rem;border:1px solid #d8dce3}',
  'dt{color:#535b6b}dd{margin:0;overflow-wrap:anywhere}',
].join('');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
