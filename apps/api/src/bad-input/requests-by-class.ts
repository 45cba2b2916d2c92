import fc from 'fast-check';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { BAD_INPUT_CLASSES, malformedBody, megabyteBodies, Repeated, toJson, toText, unknownFields, valuesFor, type BadInputClass } from './bad-values-by-class';
import { shapeOf, type Slot } from './call-schemas';
import { badRequestsFor, JSON_TYPE, paramNames, type BadRequest } from './free-mix-requests';

/**
 * Requests of one class of bad input to one call (`badRequestsOfClass`), for the classes that fit
 * its schemas (`classesFor`): the class's bad value at one place, the rest of the request plausible.
 */

const queryUrl = (path: string, query: Record<string, unknown>): string => {
  const pairs = Object.entries(query).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const values = value instanceof Repeated ? value.values : [toText(value)];
    return values.map((one) => `${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
  });
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
};

/** The classes that fit `call`'s schemas: each of them gets its own requests. */
export const classesFor = (call: CallDefinition): BadInputClass[] => {
  const { hasBody, slots } = shapeOf(call);
  return BAD_INPUT_CLASSES.filter((cls) => {
    if (cls === 'anything' || cls === 'unknown-fields') return true;
    if (cls === 'body-1mb' || cls === 'malformed-body') return hasBody;
    return slots.some((slot) => valuesFor(cls, slot) !== undefined);
  });
};

/** Requests to `call` of one class of bad input; `headers` sign the request in (or not). */
export const badRequestsOfClass = (call: CallDefinition, cls: BadInputClass, headers: Record<string, string>): fc.Arbitrary<BadRequest> => {
  if (cls === 'anything') return badRequestsFor(call, headers);
  const shape = shapeOf(call);
  const base = shape.plausible;
  const names = paramNames(call);
  const request = (params: Record<string, unknown>, query: Record<string, unknown>, sent?: { payload: string; headers: Record<string, string> }): BadRequest => {
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
    const strings = shape.slots.filter((slot) => slot.part === 'body' && slot.kind === 'string' && slot.where.split('.').length === 2);
    return megabyteBodies(base.body, strings).map((sent) => request(base.params, base.query, sent));
  }
  const aimed = shape.slots.flatMap((slot) => {
    const values = valuesFor(cls, slot);
    return values ? [values.map((value) => ({ slot, value }))] : [];
  });
  if (cls === 'unknown-fields') {
    const inQuery: Slot = { part: 'query', where: 'query', kind: 'object', schema: {}, defs: {}, place: (value) => ({ ...base.query, ...(value as object) }) };
    aimed.push(unknownFields.map((value) => ({ slot: inQuery, value })));
  }
  if (aimed.length === 0) throw new Error(`${cls} does not fit ${call.method} ${call.path}`);
  return fc.oneof(...aimed).map(({ slot, value }) => {
    const placed = slot.place(value);
    if (slot.part === 'params') return request(placed as Record<string, unknown>, base.query);
    if (slot.part === 'query') return request(base.params, placed as Record<string, unknown>);
    return request(base.params, base.query, { payload: toJson(placed), headers: JSON_TYPE });
  });
};
