import fc from 'fast-check';
import { z } from 'zod';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';

/**
 * Requests an attacker might send to one call of the contract, generated from its request schemas.
 * Two kinds: the free mix (`badRequestsFor`, class `anything`): each known field left out, of the
 * wrong type, huge, unicode, holding NUL, nested deep, or one of the schema's own values; extra
 * fields; bodies that are not JSON or not an object at all. And the classes (`badRequestsOfClass`,
 * `BAD_INPUT_CLASSES`): one kind of bad value aimed at one place, so a small sample of each class
 * still covers every kind for every call.
 */

type JsonSchema = { type?: string; enum?: unknown[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };

export interface BadRequest {
  method: CallDefinition['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const nest = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Huge values are rare, so each call gets many requests without spending the run parsing megabytes. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\uD800', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>x</script>', 'CPT', 'NaN', '1e400', '-1'),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((length) => 'x'.repeat(length)) },
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
  { weight: 2, arbitrary: fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4_102_444_800_000) }).map((date) => date.toISOString().slice(0, 10)) },
);

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2 ** 31, -(2 ** 63)),
);

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: scalar },
  { weight: 4, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 3, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 1_000 }).map(nest) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.uuid()))
      .map(([length, item]) => Array.from({ length }, () => item)),
  },
);

const branchesOf = (schema: JsonSchema): JsonSchema[] => [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];

/** A value for one field: mostly bad, sometimes one the schema accepts, so later checks are reached too. */
const valueFor = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  const branches = branchesOf(schema);
  if (branches.length > 0) return fc.oneof(nasty, ...branches.map((branch) => valueFor(branch, depth)));
  if (schema.enum) return fc.oneof(nasty, fc.constantFrom(...schema.enum));
  if (schema.properties && depth < 3) return fc.oneof({ weight: 1, arbitrary: nasty }, { weight: 3, arbitrary: objectFor(schema, depth + 1) });
  return nasty;
};

const objectFor = (schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> => {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc.option(valueFor(field, depth).map((value) => [name, value] as const), { nil: undefined, freq: 4 }),
  );
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 3 });
  return fc.tuple(fc.tuple(...fields), extra).map(([known, more]) => ({
    ...more,
    ...Object.fromEntries(known.filter((entry) => entry !== undefined)),
  }));
};

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};

/** Query and path values travel as text, percent-encoded: a lone surrogate cannot be, so it becomes U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(LONE_SURROGATE, '\uFFFD');

const textFields = (schema: JsonSchema) =>
  objectFor(schema).map((fields) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, asText(value)])));

const paramNames = (call: CallDefinition) => [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

const JSON_TYPE = { 'content-type': 'application/json' };

const bodyFor = (schema: JsonSchema): fc.Arbitrary<{ payload: string; headers: Record<string, string> }> =>
  fc.oneof(
    { weight: 6, arbitrary: objectFor(schema).map((body) => ({ payload: JSON.stringify(body), headers: JSON_TYPE })) },
    { weight: 2, arbitrary: nasty.map((body) => ({ payload: JSON.stringify(body) ?? 'null', headers: JSON_TYPE })) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}', '\u0000', 'null', '{"a":1}}')).map(
        (payload) => ({ payload, headers: JSON_TYPE }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'nonsense'), fc.string({ maxLength: 60 }))
        .map(([type, payload]) => ({ payload, headers: { 'content-type': type } })),
    },
  );

/** Requests to `call` built from its own schemas; `headers` sign the request in (or not). */
export const badRequestsFor = (call: CallDefinition, headers: Record<string, string>): fc.Arbitrary<BadRequest> => {
  const params: fc.Arbitrary<Record<string, string>> = call.params ? textFields(jsonSchemaOf(call.params)) : fc.constant({});
  const names = paramNames(call);
  const filledParams = params.map((values) => Object.fromEntries(names.map((name) => [name, values[name] || 'x'])));
  const query = call.query ? textFields(jsonSchemaOf(call.query)) : fc.dictionary(fc.string({ maxLength: 8 }), text.map(asText), { maxKeys: 2 });
  const body = call.method === 'GET' ? fc.constant(undefined) : bodyFor(jsonSchemaOf(call.body));
  return fc.tuple(filledParams, query, body).map(([pathValues, queryValues, sent]) => ({
    method: call.method,
    url: callUrl(call, pathValues, queryValues),
    headers: { ...headers, ...(sent?.headers ?? {}) },
    ...(sent ? { payload: sent.payload } : {}),
  }));
};

/* ------------------------------------------------------------------------------------------------
 * Classes of bad input. The free mix above finds what nobody thought of; each class below aims one
 * known kind of bad value at one place of the call's schemas (the rest of the request plausible),
 * so a handful of requests per class covers every kind for every call.
 * ---------------------------------------------------------------------------------------------- */

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

type Part = 'params' | 'query' | 'body';
type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

interface Schema extends JsonSchema {
  type?: string;
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  $defs?: Record<string, Schema>;
}

/** One place of a request a bad value can go: `place` puts it there and returns that whole part. */
interface Slot {
  part: Part;
  where: string;
  kind: Kind;
  schema: Schema;
  place: (value: unknown) => unknown;
}

/** JSON has no NaN or Infinity: these stand for the bare tokens, written into the body's text. */
const TOKENS = { nan: '\u0001bad-input:NaN\u0001', infinity: '\u0001bad-input:Infinity\u0001', minusInfinity: '\u0001bad-input:-Infinity\u0001' };
const TOKEN_TEXT: Record<string, string> = { [TOKENS.nan]: 'NaN', [TOKENS.infinity]: 'Infinity', [TOKENS.minusInfinity]: '-Infinity' };
const toJson = (value: unknown): string => {
  let text = JSON.stringify(value) ?? 'null';
  if (!text.includes('bad-input:')) return text;
  for (const [token, bare] of Object.entries(TOKEN_TEXT)) text = text.split(JSON.stringify(token)).join(bare);
  return text;
};
const toText = (value: unknown): string => (typeof value === 'string' && value in TOKEN_TEXT ? TOKEN_TEXT[value]! : asText(value));

const A_UUID = '0b6a8a4e-6f1e-4c1a-9a55-2f1f8f0a1c11';

const resolve = (schema: Schema, defs: Record<string, Schema>): Schema =>
  schema.$ref ? (defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema;

const kindOf = (schema: Schema): Kind | undefined => {
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' || type === 'boolean' || type === 'array' || type === 'object') return type;
  if (schema.properties) return 'object';
  return undefined;
};

const TEXT_CANDIDATES = [A_UUID, 'CPT12345678', '2026-01-15', 'someone@example.com', 'x', 'abc', '1'];
const matches = (pattern: string, candidate: string) => {
  try {
    return new RegExp(pattern, 'u').test(candidate);
  } catch {
    return false;
  }
};
const plausibleText = (schema: Schema): string => {
  const fits = (candidate: string) =>
    candidate.length >= (schema.minLength ?? 0) && candidate.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || matches(schema.pattern, candidate));
  return TEXT_CANDIDATES.find(fits) ?? 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 1));
};

/** A value the schema would likely take, so one bad value among them is what the server meets. */
const plausible = (raw: Schema, defs: Record<string, Schema>, depth = 0): unknown => {
  const schema = resolve(raw, defs);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return plausible(branches.find((branch) => branch.type !== 'null') ?? branches[0]!, defs, depth);
  switch (kindOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return A_UUID;
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      return plausibleText(schema);
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
      return Math.min(low ?? 1, schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      if (!schema.items || depth > 6) return [];
      return Array.from({ length: Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1) }, () => plausible(schema.items!, defs, depth + 1));
    case 'object':
      if (depth > 6) return {};
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field, defs, depth + 1)]));
    default:
      return schema.type === 'null' ? null : 'x';
  }
};

/** Every place of one part's schema, each branch of a union with its own plausible siblings. */
const slotsOf = (part: Part, raw: Schema, defs: Record<string, Schema>, place: (value: unknown) => unknown, where: string, depth: number): Slot[] => {
  const schema = resolve(raw, defs);
  if (depth > 6 || schema.const !== undefined) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length > 0) return branches.flatMap((branch) => slotsOf(part, branch, defs, place, where, depth));
  const kind = kindOf(schema);
  if (!kind) return [];
  const slots: Slot[] = depth > 0 || part === 'body' ? [{ part, where, kind, schema, place }] : [];
  if (kind === 'object') {
    const base = plausible(schema, defs) as Record<string, unknown>;
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      slots.push(...slotsOf(part, field, defs, (value) => place({ ...base, [name]: value }), `${where}.${name}`, depth + 1));
    }
  }
  if (kind === 'array' && schema.items) {
    const items = plausible(schema, defs) as unknown[];
    slots.push(...slotsOf(part, schema.items, defs, (value) => place([value, ...items.slice(1)]), `${where}[0]`, depth + 1));
  }
  return slots;
};

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

/** A query sends a list as one key repeated. */
class Repeated {
  constructor(readonly values: string[]) {}
}

/** The bad values of one class for one place; `undefined` when the class does not fit the place. */
const valuesFor = (cls: BadInputClass, slot: Slot, defs: Record<string, Schema>): fc.Arbitrary<unknown> | undefined => {
  const { schema, kind, part } = slot;
  const base = plausible(schema, defs);
  const asString = typeof base === 'string' ? base : 'x';
  switch (cls) {
    case 'string-empty':
      return kind === 'string' ? fc.constantFrom('', '', ' ', '\t\n') : undefined;
    case 'string-overlong': {
      if (kind !== 'string') return undefined;
      const max = schema.maxLength;
      const length = max === undefined
        ? fc.integer({ min: 1_000, max: 100_000 })
        : fc.oneof(fc.constant(max + 1), fc.integer({ min: max + 1, max: max + 1_000 }), fc.integer({ min: Math.max(max + 1, 10_000), max: Math.max(max + 1, 100_000) }));
      return fc.tuple(length, fc.constantFrom('x', 'é', '😀', '0', ' ')).map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
    }
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
      const max = schema.maxItems;
      const length = max === undefined
        ? fc.integer({ min: 1_000, max: 100_000 })
        : fc.oneof(fc.constant(max + 1), fc.integer({ min: max + 1, max: max + 100 }), fc.integer({ min: Math.max(max + 1, 10_000), max: Math.max(max + 1, 100_000) }));
      const item = schema.items ? plausible(schema.items, defs) : 1;
      // Past the body limit a list is only refused unread: the longest stay within it.
      const most = Math.max((max ?? 0) + 1, Math.floor(BODY_LIMIT / 2 / (toJson(item).length + 1)));
      return length.map((n) => Array.from({ length: Math.min(n, most) }, () => item));
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
    case 'unknown-fields': {
      if (kind !== 'object' || part !== 'body') return undefined;
      return fc.tuple(fc.constant(base as Record<string, unknown>), unknownFields).map(([known, extra]) => ({ ...known, ...extra }));
    }
    default:
      return undefined;
  }
};

const UNKNOWN_NAMES = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'privileges', 'networkId', 'hospitalNetworkId', 'userId', 'id', 'version', '$where', '', ' ', 'a\u0000b'),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.integer({ min: 200, max: 5_000 }).map((length) => 'k'.repeat(length)),
);
/** Modest values: huge ones are the overlong classes' and the free mix's to send. */
const unknownValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
const unknownFields = fc.uniqueArray(fc.tuple(UNKNOWN_NAMES, unknownValue), { minLength: 1, maxLength: 4, selector: ([name]) => name }).map((entries) => {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of entries) Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  return fields;
});

const queryUrl = (path: string, query: Record<string, unknown>): string => {
  const pairs = Object.entries(query).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const values = value instanceof Repeated ? value.values : [toText(value)];
    return values.map((one) => `${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
  });
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
};

/** What one call's schemas offer: its places, and the plausible request around them. */
const shapeOf = (call: CallDefinition) => {
  const parts = { params: jsonSchemaOf(call.params), query: jsonSchemaOf(call.query), body: jsonSchemaOf(call.body) } as Record<Part, Schema>;
  const hasBody = call.method !== 'GET';
  if (hasBody && !call.body) parts.body = { type: 'object', properties: {} };
  const plausibleOf = (part: Part) => {
    const value = plausible(parts[part], parts[part].$defs ?? {});
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  };
  const slots = (['params', 'query', ...(hasBody ? ['body' as const] : [])] as Part[]).flatMap((part) =>
    slotsOf(part, parts[part], parts[part].$defs ?? {}, (value) => value, part, 0).map((slot) => ({ slot, defs: parts[part].$defs ?? {} })),
  );
  return { hasBody, slots, plausible: { params: plausibleOf('params'), query: plausibleOf('query'), body: hasBody ? plausibleOf('body') : undefined } };
};

/** The classes that fit `call`'s schemas: each of them gets its own requests. */
export const classesFor = (call: CallDefinition): BadInputClass[] => {
  const { hasBody, slots } = shapeOf(call);
  return BAD_INPUT_CLASSES.filter((cls) => {
    if (cls === 'anything' || cls === 'unknown-fields') return true;
    if (cls === 'body-1mb' || cls === 'malformed-body') return hasBody;
    return slots.some(({ slot, defs }) => valuesFor(cls, slot, defs) !== undefined);
  });
};

const malformedBody = fc.oneof(
  fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}', '\u0000', 'null', '{"a":1}}', '', 'NaN', '\uFEFF{}')).map((payload) => ({ payload, headers: JSON_TYPE })),
  fc
    .tuple(fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'nonsense', ''), fc.string({ maxLength: 60 }))
    .map(([type, payload]) => ({ payload, headers: { 'content-type': type } })),
);

const PADDING = '\u0001bad-input:padding\u0001';

/** A list of about a megabyte, the same for every call: made once. */
let megabyteList: string | undefined;
const aMegabyteList = () => (megabyteList ??= toJson(Array.from({ length: Math.floor(BODY_LIMIT / 2) - 10 }, () => 1)));

/** About a megabyte of body: just under the limit (so it is parsed and validated), just over it, or a long list. */
const megabyteBodies = (base: unknown, stringPlaces: Slot[]) => {
  // A string field the call knows takes the padding; without one, an unknown field does.
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

/** Requests to `call` of one class of bad input; `headers` sign the request in (or not). */
export const badRequestsOfClass = (call: CallDefinition, cls: BadInputClass, headers: Record<string, string>): fc.Arbitrary<BadRequest> => {
  if (cls === 'anything') return badRequestsFor(call, headers);
  const shape = shapeOf(call);
  const base = shape.plausible;
  const request = (params: Record<string, unknown>, query: Record<string, unknown>, sent?: { payload: string; headers: Record<string, string> }): BadRequest => {
    const names = paramNames(call);
    const path = callUrl(call, Object.fromEntries(names.map((name) => [name, params[name] === undefined ? 'x' : toText(params[name])])));
    return {
      method: call.method,
      url: queryUrl(path, query),
      headers: { ...headers, ...(sent?.headers ?? (shape.hasBody ? JSON_TYPE : {})) },
      ...(sent ? { payload: sent.payload } : shape.hasBody ? { payload: toJson(base.body) } : {}),
    };
  };
  if (cls === 'malformed-body') return malformedBody.map((sent) => request(base.params, base.query, sent));
  if (cls === 'body-1mb') {
    const strings = shape.slots.filter(({ slot }) => slot.part === 'body' && slot.kind === 'string' && slot.where.split('.').length === 2).map(({ slot }) => slot);
    return megabyteBodies(base.body, strings).map((sent) => request(base.params, base.query, sent));
  }
  const aimed = shape.slots.flatMap(({ slot, defs }) => {
    const values = valuesFor(cls, slot, defs);
    return values ? [values.map((value) => ({ slot, value }))] : [];
  });
  if (cls === 'unknown-fields') aimed.push(unknownFields.map((extra) => ({ slot: { part: 'query', where: 'query', kind: 'object', schema: {}, place: (value) => ({ ...base.query, ...(value as object) }) } as Slot, value: extra })));
  if (aimed.length === 0) throw new Error(`${cls} does not fit ${call.method} ${call.path}`);
  return fc.oneof(...aimed).map(({ slot, value }) => {
    const placed = slot.place(value);
    if (slot.part === 'params') return request(placed as Record<string, unknown>, base.query);
    if (slot.part === 'query') return request(base.params, placed as Record<string, unknown>);
    return request(base.params, base.query, { payload: toJson(placed), headers: JSON_TYPE });
  });
};
