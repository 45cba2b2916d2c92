import { z } from 'zod';
import type { CallDefinition } from '@portal/domain/api/call';

/**
 * A call's request schemas as JSON Schema, walked for the generators of bad input: every place a
 * bad value can go (a `Slot`), and the plausible request around it, so that one bad value among
 * good ones is what the server meets.
 */

export interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
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

export type Part = 'params' | 'query' | 'body';
export type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** One place of a request a bad value can go: `place` puts it there and returns that whole part. */
export interface Slot {
  part: Part;
  where: string;
  kind: Kind;
  schema: Schema;
  /** The `$defs` the schema's `$ref`s point into. */
  defs: Record<string, Schema>;
  place: (value: unknown) => unknown;
}

export const jsonSchemaOf = (schema: z.ZodType | undefined): Schema =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema) : {};

export const branchesOf = (schema: Schema): Schema[] => [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];

const A_UUID = '0b6a8a4e-6f1e-4c1a-9a55-2f1f8f0a1c11';

const resolve = (schema: Schema, defs: Record<string, Schema>): Schema =>
  schema.$ref ? (defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema;

const kindOf = (schema: Schema): Kind | undefined => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
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
export const plausible = (raw: Schema, defs: Record<string, Schema>, depth = 0): unknown => {
  const schema = resolve(raw, defs);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = branchesOf(schema);
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
  const branches = [...branchesOf(schema), ...(schema.allOf ?? [])];
  if (branches.length > 0) return branches.flatMap((branch) => slotsOf(part, branch, defs, place, where, depth));
  const kind = kindOf(schema);
  if (!kind) return [];
  const slots: Slot[] = depth > 0 || part === 'body' ? [{ part, where, kind, schema, defs, place }] : [];
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

/** What one call's schemas offer: its places, and the plausible request around them. */
export const shapeOf = (call: CallDefinition) => {
  const parts = { params: jsonSchemaOf(call.params), query: jsonSchemaOf(call.query), body: jsonSchemaOf(call.body) } as Record<Part, Schema>;
  const hasBody = call.method !== 'GET';
  if (hasBody && !call.body) parts.body = { type: 'object', properties: {} };
  const plausibleOf = (part: Part) => {
    const value = plausible(parts[part], parts[part].$defs ?? {});
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  };
  const slots = (['params', 'query', ...(hasBody ? ['body' as const] : [])] as Part[]).flatMap((part) =>
    slotsOf(part, parts[part], parts[part].$defs ?? {}, (value) => value, part, 0),
  );
  return { hasBody, slots, plausible: { params: plausibleOf('params'), query: plausibleOf('query'), body: hasBody ? plausibleOf('body') : undefined } };
};
