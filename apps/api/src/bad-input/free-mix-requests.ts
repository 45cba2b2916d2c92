import fc from 'fast-check';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { branchesOf, jsonSchemaOf, type Schema } from './call-schemas';

/**
 * The free mix of bad input (`badRequestsFor`, class `anything`): requests an attacker might send to
 * one call of the contract, generated from its request schemas. Each known field left out, of the
 * wrong type, huge, unicode, holding NUL, nested deep, or one of the schema's own values; extra
 * fields; bodies that are not JSON or not an object at all. It finds what nobody thought of; the
 * classes (requests-by-class.ts) aim one known kind of bad value at one place.
 */

export interface BadRequest {
  method: CallDefinition['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies that are not JSON (or JSON that should not be), and content types that are not JSON. */
export const MALFORMED_JSON = ['{', '{"a":', '[1,', '{"__proto__":{"x":1}}', '\u0000', 'null', '{"a":1}}'];
export const OTHER_CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'nonsense'];

/** Query and path values travel as text, percent-encoded: a lone surrogate cannot be, so it becomes U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(LONE_SURROGATE, '\uFFFD');

export const paramNames = (call: CallDefinition) => [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

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

export const scalar = fc.oneof(
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

/** A value for one field: mostly bad, sometimes one the schema accepts, so later checks are reached too. */
const valueFor = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  const branches = branchesOf(schema);
  if (branches.length > 0) return fc.oneof(nasty, ...branches.map((branch) => valueFor(branch, depth)));
  if (schema.enum) return fc.oneof(nasty, fc.constantFrom(...schema.enum));
  if (schema.properties && depth < 3) return fc.oneof({ weight: 1, arbitrary: nasty }, { weight: 3, arbitrary: objectFor(schema, depth + 1) });
  return nasty;
};

const objectFor = (schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> => {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc.option(valueFor(field, depth).map((value) => [name, value] as const), { nil: undefined, freq: 4 }),
  );
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 3 });
  return fc.tuple(fc.tuple(...fields), extra).map(([known, more]) => ({
    ...more,
    ...Object.fromEntries(known.filter((entry) => entry !== undefined)),
  }));
};

const textFields = (schema: Schema) =>
  objectFor(schema).map((fields) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, asText(value)])));

const bodyFor = (schema: Schema): fc.Arbitrary<{ payload: string; headers: Record<string, string> }> =>
  fc.oneof(
    { weight: 6, arbitrary: objectFor(schema).map((body) => ({ payload: JSON.stringify(body), headers: JSON_TYPE })) },
    { weight: 2, arbitrary: nasty.map((body) => ({ payload: JSON.stringify(body) ?? 'null', headers: JSON_TYPE })) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...MALFORMED_JSON)).map((payload) => ({ payload, headers: JSON_TYPE })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fc.string({ maxLength: 60 }))
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
