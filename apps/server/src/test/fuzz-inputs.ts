import fc from 'fast-check';

/**
 * Arbitraries of the fuzz test (features/system/fuzz.test.ts): values that follow a field's
 * OpenAPI schema closely enough to reach the handler, and values made to break it.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

/** Strings that broke (or could break) a parser, a query or a page. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '2025-02-31',
  '2025-13-01T25:61:00Z',
  '0000-00-00',
  '2025-02-29T10:00:00+02:00',
  '99999-01-01T00:00:00Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "' OR '1'='1' --",
  '"; DROP TABLE patients; --',
  "1; SELECT pg_sleep(0)--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\\u0000',
  '\uD800',
  '𝕏😀é\u202E',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999999',
  'true',
  'null',
  '{}',
  '[]',
];

/** Values of the wrong JSON type. */
export const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, -1e308, true, false, [], {}, [null], { a: 1 }, 'texte'];

export const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 120_000 }).map((n) => 'é'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
);

/** One of the ids known when the value is drawn (the pool grows as the test creates rows). */
export function knownId(ids: () => string[]): fc.Arbitrary<string> {
  return fc.nat().map((n) => {
    const pool = ids();
    return pool[n % Math.max(pool.length, 1)] ?? '00000000-0000-4000-8000-000000000000';
  });
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

function validString(schema: JsonSchema, ids: () => string[]): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof({ weight: 3, arbitrary: knownId(ids) }, { weight: 1, arbitrary: fc.uuid() });
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'binary':
      return fc.constant('fichier');
    default: {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, 40);
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.max(min, max) }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('Camille', 'Dupont', '06 12 34 56 78', 'bilan', 'psychomotricien'),
      );
    }
  }
}

/**
 * A value for `schema`: mostly one it accepts, sometimes a nasty one. `ids` gives the ids known
 * to exist (rows created by the test), so that references reach the database.
 */
export function valueFor(schema: JsonSchema, ids: () => string[], depth = 0, strict = false): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, ids, depth + 1, strict)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, ids, depth + 1, strict);
  const valid = validFor(schema, ids, depth, strict);
  return strict ? valid : fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });
}

function validFor(schema: JsonSchema, ids: () => string[], depth: number, strict: boolean): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'string') options.push(validString(schema, ids));
    else if (type === 'integer') options.push(fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 500, 100_000) }));
    else if (type === 'number') options.push(fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 500, noNaN: true }));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'null') options.push(fc.constant(null));
    else if (type === 'array' && depth < 3) options.push(fc.array(valueFor(schema.items ?? {}, ids, depth + 1, strict), { maxLength: Math.min(schema.maxItems ?? 4, 4) }));
    else if (type === 'object' && depth < 3) options.push(objectFor(schema, ids, depth + 1, strict));
  }
  return options.length ? fc.oneof(...options) : fc.constantFrom<unknown>('x', 1, null);
}

/**
 * An object with each property present (valid or nasty) or left out, plus an unknown key at times;
 * `strict`: every required property, valid values only (to create rows the fuzzing then reuses).
 */
export function objectFor(schema: JsonSchema, ids: () => string[], depth = 0, strict = false): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  if (strict) {
    const fields = entries.filter(([key]) => required.has(key)).map(([key, child]) => valueFor(child, ids, depth, true).map((v) => [key, v] as const));
    return fc.tuple(...fields).map((pairs) => Object.fromEntries(pairs));
  }
  const fields = entries.map(([key, child]) =>
    (required.has(key)
      ? fc.oneof({ weight: 9, arbitrary: valueFor(child, ids, depth).map((v) => ({ v })) }, { weight: 1, arbitrary: fc.constant(undefined) })
      : fc.option(valueFor(child, ids, depth).map((v) => ({ v })), { freq: 2 })
    ).map((present) => [key, present] as const),
  );
  return fc.tuple(fc.tuple(...fields), fc.option(fc.constantFrom('__proto__', 'constructor', 'userId', 'organizationId', 'id'), { freq: 5 })).map(([pairs, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [key, present] of pairs) if (present) object[key] = present.v;
    if (extra) Object.defineProperty(object, extra, { value: '00000000-0000-4000-8000-000000000000', enumerable: true, writable: true, configurable: true });
    return object;
  });
}

/** A JSON body: mostly an object for the schema, sometimes another JSON value or not JSON at all. */
export function jsonBodyFor(schema: JsonSchema, ids: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: objectFor(schema, ids).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '{"a":"\\u0000"}', '{"a":1,"a":2}', '\u0000') },
  );
}
