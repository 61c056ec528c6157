/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import './zod-config';

/**
 * Every zod schema exported by this package, fed over-long, wrong-type and empty values, field by
 * field: every message it gives must be French (or one of the spec's own English strings).
 */
const modules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { eager: true }) as Record<string, Record<string, unknown>>;

/** The spec's English strings (spec 1 §8 and the storage diagnostics page). */
const SPEC_ENGLISH = new Set<string>([
  messages.auth.invalidCredentials,
  messages.auth.signInFailed,
  messages.auth.noEmailFound,
  'Clear All Storage',
  'Failed to clear storage',
  'Failed to diagnose storage',
]);

const ENGLISH_WORDS =
  /\b(expected|invalid|too|big|small|must|required|received|characters?|string|number|input|unrecognized|should|least|most|greater|less|than|value|the|is|be|not|of|an?)\b/i;

export function looksEnglish(message: string): boolean {
  // Quoted values ("BE", a field name) are data, not words; so are lone capitals (zones A, B, C).
  return !SPEC_ENGLISH.has(message) && ENGLISH_WORDS.test(message.replace(/"[^"]*"/g, '').replace(/\b[A-Z]\b/g, ''));
}

const LONG = 'x'.repeat(25_000);
const WRONG_TYPES: unknown[] = [undefined, null, 42, true, '', '   ', LONG, [], {}, [42], { a: 1 }];
const MAX_DEPTH = 4;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** The schema that gives a value its shape, under optional, default, preprocess and the like. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  for (let i = 0; i < 20; i++) {
    const def = defOf(schema);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success'].includes(def.type)) {
      schema = def.innerType as z.core.$ZodType;
    } else if (def.type === 'pipe') {
      const input = def.in as z.core.$ZodType;
      schema = defOf(input).type === 'transform' ? (def.out as z.core.$ZodType) : input;
    } else if (def.type === 'lazy') {
      schema = (def.getter as () => z.core.$ZodType)();
    } else return schema;
  }
  return schema;
}

/** A value that selects a variant: the literal fields filled with their literal. */
function literalsOf(shape: Record<string, z.core.$ZodType>): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const def = defOf(unwrap(field));
    if (def.type === 'literal') base[key] = (def.values as unknown[])[0];
  }
  return base;
}

/** Values to try at a position of this schema: wrong types, and each field given a wrong value. */
function probes(schema: z.core.$ZodType, depth = 0): unknown[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const values: unknown[] = [...WRONG_TYPES];
  if (depth >= MAX_DEPTH) return values;
  if (def.type === 'object') {
    const shape = def.shape as Record<string, z.core.$ZodType>;
    const base = literalsOf(shape);
    values.push(base);
    for (const [key, field] of Object.entries(shape)) {
      for (const value of probes(field, depth + 1)) values.push({ ...base, [key]: value });
    }
  } else if (def.type === 'array') {
    for (const value of probes(def.element as z.core.$ZodType, depth + 1)) values.push([value]);
  } else if (def.type === 'union') {
    for (const option of def.options as z.core.$ZodType[]) values.push(...probes(option, depth));
  } else if (def.type === 'intersection') {
    values.push(...probes(def.left as z.core.$ZodType, depth), ...probes(def.right as z.core.$ZodType, depth));
  } else if (def.type === 'record') {
    for (const value of probes(def.valueType as z.core.$ZodType, depth + 1)) values.push({ clé: value });
  }
  return values;
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.replace('./', '')} ${name}`, schema })),
);

type Finding = { schema: string; input: string; path: string; message: string };

function scan(list: { name: string; schema: z.ZodType }[]): { english: Finding[]; genericTooLong: Finding[]; thrown: string[] } {
  const english: Finding[] = [];
  const genericTooLong: Finding[] = [];
  const thrown: string[] = [];
  for (const { name, schema } of list) {
    for (const input of probes(schema)) {
      let result;
      try {
        result = schema.safeParse(input);
      } catch (error) {
        thrown.push(`${name}: ${String(error)} on ${JSON.stringify(input)?.slice(0, 80)}`);
        continue;
      }
      for (const issue of result.error?.issues ?? []) {
        const finding = {
          schema: name,
          input: JSON.stringify(input)?.slice(0, 80) ?? 'undefined',
          path: issue.path.join('.'),
          message: issue.message,
        };
        if (looksEnglish(issue.message)) english.push(finding);
        // A bounded text says its limit in words, not zod's generic 'Trop grand' nor a 'required' text.
        if (issue.code === 'too_big' && issue.origin === 'string' && /^Trop grand|requis|obligatoire/i.test(issue.message)) {
          genericTooLong.push(finding);
        }
      }
    }
  }
  return { english, genericTooLong, thrown };
}

const unique = (findings: Finding[]) => [...new Map(findings.map((f) => [`${f.schema}|${f.path}|${f.message}`, f])).values()];

describe('zod messages of packages/shared', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it('gives only French (or the spec’s English) for over-long, wrong-type and empty values', () => {
    const { english, genericTooLong, thrown } = scan(schemas);
    expect(unique(english)).toEqual([]);
    expect(unique(genericTooLong)).toEqual([]);
    expect(thrown).toEqual([]);
  });

  it('would catch zod’s English (self-check of the scan)', () => {
    const { customError, localeError } = z.config();
    z.config({ ...z.locales.en(), customError: undefined });
    try {
      const { english } = scan([{ name: 'exemple', schema: z.object({ rue: z.string().max(200), n: z.number() }) }]);
      expect(english.map((f) => f.message)).toContain('Too big: expected string to have <=200 characters');
    } finally {
      z.config({ customError, localeError });
    }
  });
});
