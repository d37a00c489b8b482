import { z } from 'zod';

/**
 * How one value of an import file is checked: the contract's zod rule, and the English reason a
 * refusal gives in the import report (`line 7: card_number: not 16 digits starting with 5065`). The
 * report is for the operator running the command line, so it is not translated.
 */
export type FieldCheck<T> = (raw: string) => { ok: true; value: T } | { ok: false; reason: string };

/** Reasons by the zod issue message, which is a field error code (contract fields.ts) or our own. */
const reasons: Record<string, string> = {
  card_number: 'not 16 digits starting with 5065',
  national_register_number: 'not a national register number (11 digits with a valid mod-97 check)',
  invitation_code: 'not 6 to 32 letters and digits (spaces and dashes ignored)',
  email: 'not an e-mail address',
  control_characters: 'contains a control character',
  expires_at: 'not an ISO date (2026-12-31) or date and time with a zone (2026-12-31T18:00:00+01:00)',
};

function reason(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid';
  const known = reasons[issue.message];
  if (known) return known;
  if (issue.code === 'too_big') return `longer than ${String(issue.maximum)} characters`;
  if (issue.code === 'invalid_value') return `not one of ${issue.values.join(', ')}`;
  return issue.message;
}

function check<T>(schema: z.core.$ZodType<T, string>, raw: string): ReturnType<FieldCheck<T>> {
  const result = z.safeParse(schema, raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: reason(result.error.issues[0]) };
}

/** A value that must be there. */
export function required<T>(schema: z.core.$ZodType<T, string>): FieldCheck<T> {
  return (raw) => (raw === '' ? { ok: false, reason: 'missing' } : check(schema, raw));
}

/** A value that may be left empty: empty reads as `fallback`. */
export function optional<T, F = null>(schema: z.core.$ZodType<T, string>, fallback: F = null as F): FieldCheck<T | F> {
  return (raw) => (raw === '' ? { ok: true, value: fallback } : check(schema, raw));
}

/** The checked values of a row whose columns have these checks. */
export type Checked<F> = { [K in keyof F]: F[K] extends FieldCheck<infer T> ? T : never };

/**
 * Checks every value of a row; the problems name the column and the reason. `value` holds the
 * values that passed, all of them when there is no problem.
 */
export function checkRow<F extends Record<string, FieldCheck<unknown>>>(
  values: Record<string, string>,
  fields: F,
): { value: Partial<Checked<F>>; problems: string[] } {
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const result = field(values[name] ?? '');
    if (result.ok) value[name] = result.value;
    else problems.push(`${name}: ${result.reason}`);
  }
  return { value: value as Partial<Checked<F>>, problems };
}
