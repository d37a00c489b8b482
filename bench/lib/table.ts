import type { Measurement } from './measure';

export interface Row {
  what: string;
  portal: Measurement | Error;
  reference: Measurement | Error;
  referenceName: string;
  /** Where one portal side has two references (the OpenID rows): which one the ratio is against. */
  ratioAgainst?: string;
}

const round = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));
const ms = (n: number) => (n >= 10 ? String(Math.round(n)) : n > 0 ? n.toFixed(1) : '<1');

function cell(side: Measurement | Error): string {
  if (side instanceof Error) return `failed: ${side.message.split('\n')[0]}`;
  const failures = side.failures ? `, **${side.failures} non-2xx/errors**` : '';
  return `${round(side.perSecond)}/s, p50 ${ms(side.p50)} ms, p99 ${ms(side.p99)} ms${failures}`;
}

/** A row is valid when both sides ran and neither had a single non-2xx answer or error. */
export function isValid(row: Row): boolean {
  return !(row.portal instanceof Error) && !(row.reference instanceof Error) && row.portal.failures === 0 && row.reference.failures === 0;
}

function ratio(row: Row): string {
  if (!isValid(row)) return 'INVALID';
  const { portal, reference } = row as { portal: Measurement; reference: Measurement };
  const value = (portal.perSecond / reference.perSecond).toFixed(2);
  return row.ratioAgainst ? `${value} vs ${row.ratioAgainst}` : value;
}

export function markdownTable(rows: Row[]): string {
  const lines = ['| what | portal | reference | ratio (portal / the row\'s reference) |', '|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.what} | ${cell(row.portal)} | ${row.referenceName}: ${cell(row.reference)} | ${ratio(row)} |`);
  return lines.join('\n');
}
