import type { OutboxMessage } from '@portal/contract/outbox';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** The development outbox as a page: a filter form and the latest messages, all text escaped. */
export function renderOutboxPage(messages: OutboxMessage[], filter: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escape(m.created_at)}</td><td>${escape(m.channel)}</td><td>${escape(m.recipient)}</td>` +
        `<td>${escape(m.subject ?? '')}</td><td><pre>${escape(m.text)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Dev outbox</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; width: 100%; }
td, th { border-bottom: 1px solid #ddd; padding: .4rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Dev outbox</h1>
<p>Messages the server would have sent by e-mail or SMS. Latest ${messages.length} shown, newest first.</p>
<form method="get" action="/dev/outbox">
<label>Recipient <input name="to" value="${escape(filter ?? '')}" placeholder="demo@example.com or +32470123456"></label>
<button type="submit">Filter</button> <a href="/dev/outbox">Show all</a>
</form>
<table>
<thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages.</td></tr>'}
</tbody>
</table>
</body>
</html>
`;
}
