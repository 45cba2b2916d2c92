import { z } from 'zod';
import type { CallDefinition } from './call';

/**
 * Finds the places of a request schema where a client could make the server parse or store an
 * unbounded amount: a string without a longest length, an array without a most items, a record
 * without bounded keys, a number without both ends. The contract test runs it over every call.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Formats whose pattern fixes the length (a UUID, a calendar date). */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'date']);

const types = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

const gapsOf = (schema: JsonSchema, path: string, defs: Record<string, JsonSchema>, seen: Set<string>): string[] => {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '');
    if (seen.has(name)) return [];
    return gapsOf(defs[name] ?? {}, path, defs, new Set([...seen, name]));
  }
  if (schema.enum || schema.const !== undefined) return [];
  const gaps: string[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    gaps.push(...gapsOf(branch, path, defs, seen));
  }
  const kinds = types(schema);
  if (kinds.includes('string') && schema.maxLength === undefined && !FIXED_LENGTH_FORMATS.has(schema.format ?? '')) {
    gaps.push(`${path}: string without maxLength`);
  }
  if (kinds.includes('number') || kinds.includes('integer')) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    if (low === undefined || high === undefined) gaps.push(`${path}: number without minimum and maximum`);
  }
  if (kinds.includes('array')) {
    if (schema.maxItems === undefined) gaps.push(`${path}: array without maxItems`);
    if (schema.items) gaps.push(...gapsOf(schema.items, `${path}[]`, defs, seen));
    for (const [index, item] of (schema.prefixItems ?? []).entries()) gaps.push(...gapsOf(item, `${path}[${index}]`, defs, seen));
  }
  if (kinds.includes('object')) {
    for (const [key, value] of Object.entries(schema.properties ?? {})) gaps.push(...gapsOf(value, `${path}.${key}`, defs, seen));
    const extra = schema.additionalProperties;
    // Unknown keys of a plain object are dropped when parsed; a record keeps them, so its keys must be bounded.
    if (typeof extra === 'object') {
      const keys = schema.propertyNames;
      if (!keys || (keys.maxLength === undefined && !keys.enum)) gaps.push(`${path}: record without bounded keys`);
      gaps.push(...gapsOf(extra, `${path}{}`, defs, seen));
    }
  }
  return gaps;
};

/** Every unbounded place of one request schema, as `part.field: what is missing`. */
export const unboundedFields = (schema: z.ZodType, part: string): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return gapsOf(json, part, json.$defs ?? {}, new Set());
};

/** Every unbounded place of a call's params, query and body. */
export const unboundedRequestFields = (call: CallDefinition): string[] =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = call[part];
    return schema ? unboundedFields(schema, part) : [];
  });
