import { CsvError, parse } from 'csv-parse/sync';

/** One data row of an import file: its values by column name and the line it starts on. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

/** A problem of an import file: the line it is on and what is wrong. */
export interface LineProblem {
  line: number;
  problem: string;
}

/**
 * A read file: the rows that could be read, and the problems of the others. When the file as a
 * whole cannot be read (no header, bad quoting), there are no rows.
 */
export interface CsvRead {
  rows: CsvRow[];
  problems: LineProblem[];
}

/**
 * Reads an import file: RFC 4180 CSV (quoted fields, doubled quotes, line breaks inside quotes),
 * with or without a UTF-8 BOM, LF or CRLF line ends, blank lines and rows of empty values skipped,
 * spaces around values trimmed. The header must name exactly `columns`, in any order (case and spaces ignored), so that a
 * missing or misspelt column is a clear error rather than values silently read as empty.
 */
export function readCsv(text: string, columns: readonly string[]): CsvRead {
  // Line ends become LF: csv-parse would count a CRLF inside quotes as two lines.
  const source = text.replace(/\r\n?/g, '\n');
  let records: string[][];
  try {
    // Blank lines are kept as records (and skipped below): with every line a record, a record's
    // line number is a running count, cheaper than csv-parse's per-record `info` objects.
    records = parse(source, { bom: true, relax_column_count: true, trim: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rows: [], problems: [{ line: typeof error.lines === 'number' ? error.lines : 1, problem: error.message }] };
  }
  const rows: CsvRow[] = [];
  const problems: LineProblem[] = [];
  let names: string[] | null = null;
  let line = 1;
  for (const record of records) {
    const at = line;
    line += 1 + record.reduce((sum, value) => sum + countLineBreaks(value), 0);
    // Spreadsheets export rows of empty cells (`,,,,,,`) below the data: skipped like blank lines.
    if (record.every((value) => value === '')) continue;
    if (names === null) {
      const headerProblems = checkHeader(record, columns);
      if (headerProblems.length > 0) return { rows: [], problems: headerProblems.map((problem) => ({ line: at, problem })) };
      names = record.map(columnName);
    } else if (record.length !== names.length) {
      problems.push({ line: at, problem: `${record.length} values, the header has ${names.length}` });
    } else {
      const header = names;
      rows.push({ line: at, values: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])) });
    }
  }
  if (names === null) return { rows: [], problems: [{ line: 1, problem: `the file is empty; the first line must be the header ${columns.join(',')}` }] };
  return { rows, problems };
}

const columnName = (raw: string) => raw.trim().toLowerCase();

function countLineBreaks(value: string): number {
  let count = 0;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) count += 1;
  return count;
}

function checkHeader(header: string[], columns: readonly string[]): string[] {
  const names = header.map(columnName);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!columns.includes(name)) problems.push(`unknown column "${name}" (the columns are ${columns.join(',')})`);
    else if (seen.has(name)) problems.push(`column "${name}" appears twice`);
    seen.add(name);
  }
  const missing = columns.filter((c) => !seen.has(c));
  if (missing.length > 0) problems.push(`missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (the header must be ${columns.join(',')})`);
  return problems;
}
