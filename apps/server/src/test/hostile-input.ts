import fc from 'fast-check';

/**
 * fast-check arbitraries for input a client may send on purpose or by mistake: control
 * characters, broken encodings, lone surrogates, very long text, values of the wrong type, and
 * random JSON shaped after an OpenAPI schema. Used by the no-server-errors fuzz test.
 */

const nasty = [
  '\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u00a0', '\u2028', '\u200b', '\ufeff', '\uffff',
  '\ud800', '\udfff', '\u0130', '\uff0f', '\u3002', '🙂', 'é', '/', '\\', '%', '%00', '%ZZ', '..', "'", '"', '<', '&', '=', '?', '#', ' ',
];

const nastyString = fc
  .array(fc.oneof(fc.constantFrom(...nasty), fc.string({ maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 12 })
  .map((parts) => parts.join(''));

const special = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  '2147483648',
  '-9223372036854775809',
  "' OR '1'='1",
  '../../etc/passwd',
  '{{7*7}}',
  'demo@example.com',
  'demo@example.com\u0000',
  '+32470123456',
  '5065000000000000',
  '12345678',
);

const long = fc.integer({ min: 300, max: 70_000 }).chain((n) => fc.constantFrom('a', '\u0000', 'é', '🙂', '%').map((c) => c.repeat(n)));

export const hostileString: fc.Arbitrary<string> = fc.oneof({ weight: 4, arbitrary: nastyString }, { weight: 2, arbitrary: special }, { weight: 1, arbitrary: long });

const hostileScalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON at all, with hostile leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Percent-encoding that also takes lone surrogates (as their UTF-8 replacement bytes). */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The bytes of a path segment or query value: encoded hostile text, or raw broken percent-escapes. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(encodeText),
  fc.constantFrom('%00', '%0A', '%2F', '%2F..%2F..', '%252F', '%C0%80', '%E0%A4%A', '%ZZ', '%', '%ED%A0%80', '-1', '0', '99999999999', '1e3', '%20'),
  fc.integer().map(String),
);

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
};

/**
 * JSON shaped like `schema`, each value either plausible for its place or hostile, so that input
 * gets past the first checks and into the code behind them.
 */
export function fromSchema(schema: Schema | undefined, resolve: (ref: string) => Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileJson;
  if (schema.$ref) return fromSchema(resolve(schema.$ref), resolve, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, resolve, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf.find((s) => s.type || s.properties) ?? schema.allOf[0], resolve, depth + 1);
  const plausible = plausibleFor(schema, resolve, depth);
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileJson });
}

function plausibleFor(schema: Schema, resolve: (ref: string) => Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(properties)) record[key] = fromSchema(inner, resolve, depth + 1);
      const shaped = fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
      return fc.tuple(shaped, fc.dictionary(hostileString, hostileJson, { maxKeys: 1 })).map(([a, extra]) => ({ ...extra, ...a }));
    }
    case 'array':
      return fc.array(fromSchema(schema.items, resolve, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e21));
    case 'number':
      return fc.oneof(fc.double(), fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'string':
      return hostileString;
    default:
      return hostileJson;
  }
}
