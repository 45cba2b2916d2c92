import fc from 'fast-check';
import { plausible, type Kind, type Slot } from './call-schemas';
import { asText, JSON_TYPE, MALFORMED_JSON, OTHER_CONTENT_TYPES, scalar } from './free-mix-requests';

/**
 * The classes of bad input, and the bad values of each. The free mix (class `anything`) finds what
 * nobody thought of; each other class aims one known kind of bad value at one place of the call's
 * schemas (the rest of the request plausible), so a handful of requests per class covers every
 * kind for every call.
 */

export const BAD_INPUT_CLASSES = [
  'string-empty',
  'string-overlong',
  'string-nul',
  'string-control',
  'wrong-type',
  'array-empty',
  'array-overlong',
  'number-out-of-range',
  'number-nan',
  'unknown-fields',
  'body-1mb',
  'malformed-body',
  'anything',
] as const;
export type BadInputClass = (typeof BAD_INPUT_CLASSES)[number];

/** The server's body limit (app.ts): the 1 MB bodies go either side of it. */
const BODY_LIMIT = 1_048_576;

/** JSON has no NaN or Infinity: these stand for the bare tokens, written into the body's text. */
const TOKENS = { nan: '\u0001bad-input:NaN\u0001', infinity: '\u0001bad-input:Infinity\u0001', minusInfinity: '\u0001bad-input:-Infinity\u0001' };
const TOKEN_TEXT: Record<string, string> = { [TOKENS.nan]: 'NaN', [TOKENS.infinity]: 'Infinity', [TOKENS.minusInfinity]: '-Infinity' };
export const toJson = (value: unknown): string => {
  let text = JSON.stringify(value) ?? 'null';
  if (!text.includes('bad-input:')) return text;
  for (const [token, bare] of Object.entries(TOKEN_TEXT)) text = text.split(JSON.stringify(token)).join(bare);
  return text;
};
export const toText = (value: unknown): string => (typeof value === 'string' && value in TOKEN_TEXT ? TOKEN_TEXT[value]! : asText(value));

/** A query sends a list as one key repeated. */
export class Repeated {
  constructor(readonly values: string[]) {}
}

const text40 = fc.string({ maxLength: 40 });
/** C0 and C1 control characters, DEL, and their troublesome kin (line and paragraph separators, a bidi override, a BOM, an ANSI escape). */
const CONTROL = fc.constantFrom(
  ...Array.from({ length: 31 }, (_, code) => String.fromCharCode(code + 1)),
  '\u007f', '\u0085', '\u009b', '\r\n', '\u2028', '\u2029', '\u202e', '\ufeff', '\u001b[31m',
);
const withInside = (inserted: fc.Arbitrary<string>, around: string) =>
  fc.tuple(fc.array(inserted, { minLength: 1, maxLength: 3 }), fc.nat({ max: around.length })).map(
    ([chars, at]) => `${around.slice(0, at)}${chars.join('')}${around.slice(at)}`,
  );

/** Lengths past `max`: just past, a little past (up to `near` more), and far past; without a `max`, long. */
const overLength = (max: number | undefined, near: number) =>
  max === undefined
    ? fc.integer({ min: 1_000, max: 100_000 })
    : fc.oneof(fc.constant(max + 1), fc.integer({ min: max + 1, max: max + near }), fc.integer({ min: Math.max(max + 1, 10_000), max: Math.max(max + 1, 100_000) }));

const UNKNOWN_NAMES = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'privileges', 'networkId', 'hospitalNetworkId', 'userId', 'id', 'version', '$where', '', ' ', 'a\u0000b'),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.integer({ min: 200, max: 5_000 }).map((length) => 'k'.repeat(length)),
);
/** Modest values: huge ones are the overlong classes' and the free mix's to send. */
const unknownValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
/** Fields no schema names, `__proto__` among them as a field of its own. */
export const unknownFields = fc.uniqueArray(fc.tuple(UNKNOWN_NAMES, unknownValue), { minLength: 1, maxLength: 4, selector: ([name]) => name }).map((entries) => {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of entries) Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  return fields;
});

/** The bad values of one class for one place; `undefined` when the class does not fit the place. */
export const valuesFor = (cls: BadInputClass, slot: Slot): fc.Arbitrary<unknown> | undefined => {
  const { schema, kind, part, defs } = slot;
  const base = plausible(schema, defs);
  const asString = typeof base === 'string' ? base : 'x';
  switch (cls) {
    case 'string-empty':
      return kind === 'string' ? fc.constantFrom('', '', ' ', '\t\n') : undefined;
    case 'string-overlong':
      if (kind !== 'string') return undefined;
      return fc.tuple(overLength(schema.maxLength, 1_000), fc.constantFrom('x', 'é', '😀', '0', ' ')).map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
    case 'string-nul':
      return kind === 'string' ? fc.oneof(fc.constant('\u0000'), withInside(fc.constant('\u0000'), asString), withInside(fc.constant('\u0000'), 'a'.repeat(8))) : undefined;
    case 'string-control':
      return kind === 'string' ? fc.oneof(CONTROL, withInside(CONTROL, asString)) : undefined;
    case 'wrong-type': {
      if (part === 'params') return kind === 'number' ? fc.constantFrom('abc', 'true', '1.5', '0x10', '[]') : undefined;
      if (part === 'query') {
        // Text is all a query carries: a repeated key is how it sends a list, and a number can be words.
        const repeated = fc.tuple(fc.constant(base), fc.oneof(fc.constant(base), text40)).map((pair) => new Repeated(pair.map(toText)));
        return kind === 'number' ? fc.oneof(fc.constantFrom('abc', 'true', '1.5', '0x10', '1,2', ' '), repeated) : repeated;
      }
      const others: Record<Kind, fc.Arbitrary<unknown>> = {
        string: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constantFrom(null, [], {}, [asString], { value: asString })),
        number: fc.constantFrom(String(base), '', 'one', null, true, false, [], {}, [base]),
        boolean: fc.constantFrom('true', 'false', 1, 0, null, [], {}),
        array: fc.constantFrom({}, { 0: base }, 'x', 1, null, true),
        object: fc.constantFrom([], [base], 'x', 1, null, true),
      };
      return others[kind];
    }
    case 'array-empty':
      return kind === 'array' ? fc.constant([]) : undefined;
    case 'array-overlong': {
      if (kind !== 'array') return undefined;
      const item = schema.items ? plausible(schema.items, defs) : 1;
      // Past the body limit a list is only refused unread: the longest stay within it.
      const most = Math.max((schema.maxItems ?? 0) + 1, Math.floor(BODY_LIMIT / 2 / (toJson(item).length + 1)));
      return overLength(schema.maxItems, 100).map((n) => Array.from({ length: Math.min(n, most) }, () => item));
    }
    case 'number-out-of-range': {
      if (kind !== 'number') return undefined;
      const low = schema.minimum ?? schema.exclusiveMinimum;
      const high = schema.maximum ?? schema.exclusiveMaximum;
      const values: unknown[] = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63)];
      if (low !== undefined) values.push(low - 1, low - 0.5, low - 2 ** 31);
      if (high !== undefined) values.push(high + 1, high + 0.5, high * 2 + 1);
      if (schema.type === 'integer') values.push((low ?? 0) + 0.5);
      if (part !== 'body') values.push('1e400', '-1e400', '99999999999999999999999');
      const wanted = [...new Set(values.map((value) => (typeof value === 'number' ? value : String(value))))];
      return fc.constantFrom(...wanted);
    }
    case 'number-nan':
      if (kind !== 'number') return undefined;
      // NaN itself twice as often as its kin; a body can only carry it as a bare token (not JSON) or as text.
      return part === 'body'
        ? fc.constantFrom(TOKENS.nan, TOKENS.nan, 'NaN', TOKENS.infinity, TOKENS.minusInfinity)
        : fc.constantFrom(TOKENS.nan, TOKENS.nan, TOKENS.infinity, TOKENS.minusInfinity, 'nan');
    case 'unknown-fields':
      if (kind !== 'object' || part !== 'body') return undefined;
      return unknownFields.map((extra) => ({ ...(base as Record<string, unknown>), ...extra }));
    default:
      return undefined;
  }
};

export const malformedBody = fc.oneof(
  fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...MALFORMED_JSON, '', 'NaN', '\uFEFF{}')).map((payload) => ({ payload, headers: JSON_TYPE })),
  fc
    .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES, ''), fc.string({ maxLength: 60 }))
    .map(([type, payload]) => ({ payload, headers: { 'content-type': type } })),
);

const PADDING = '\u0001bad-input:padding\u0001';

/** A list of about a megabyte, the same for every call: made once. */
let megabyteList: string | undefined;
const aMegabyteList = () => (megabyteList ??= toJson(Array.from({ length: Math.floor(BODY_LIMIT / 2) - 10 }, () => 1)));

/**
 * About a megabyte of body: just under the limit (so it is parsed and validated), just over it, or
 * a long list. A string field the call knows (`stringPlaces`) takes the padding; without one, an
 * unknown field of `base` does.
 */
export const megabyteBodies = (base: unknown, stringPlaces: Slot[]) => {
  const places = stringPlaces.length > 0 ? stringPlaces.map((slot) => slot.place) : [(value: unknown) => ({ ...(base as object), padding: value })];
  const sized = ([target, which]: [number, number]) => {
    // The padding goes in as text: JSON.stringify of a megabyte per request was most of the class's time.
    const [head = '', tail = ''] = toJson(places[which % places.length]!(PADDING)).split(JSON.stringify(PADDING));
    return `${head}"${'x'.repeat(Math.max(target - head.length - tail.length - 2, 0))}"${tail}`;
  };
  const sizes = (min: number, max: number) => fc.tuple(fc.integer({ min, max }), fc.nat()).map(sized);
  return fc
    .oneof(sizes(BODY_LIMIT - 2_000, BODY_LIMIT - 10), sizes(BODY_LIMIT + 1, BODY_LIMIT + 2_000), fc.constant(null).map(aMegabyteList))
    .map((payload) => ({ payload, headers: JSON_TYPE }));
};
