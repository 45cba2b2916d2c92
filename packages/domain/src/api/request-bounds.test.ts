import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUILT_CALLS } from './contract';
import { unboundedFields, unboundedRequestFields } from './request-bounds';

describe('request bounds', () => {
  it('names every unbounded string, array, number and record, however deep', () => {
    const schema = z.object({
      name: z.string(),
      ids: z.array(z.uuid()),
      count: z.number().min(0),
      tags: z.record(z.string(), z.string().max(5)),
      nested: z.object({ items: z.array(z.object({ note: z.string().nullable().optional() })).max(3) }).optional(),
      either: z.union([z.string().max(3), z.number().min(0).max(1)]),
    });
    expect(unboundedFields(schema, 'body')).toEqual([
      'body.name: string without maxLength',
      'body.ids: array without maxItems',
      'body.count: number without minimum and maximum',
      'body.tags: record without bounded keys',
      'body.nested.items[].note: string without maxLength',
    ]);
  });

  it('takes enums, literals, UUIDs, dates and bounded values as bounded', () => {
    const schema = z.object({
      status: z.enum(['a', 'b']),
      kind: z.literal('x'),
      id: z.uuid(),
      day: z.iso.date(),
      text: z.string().max(10),
      list: z.array(z.enum(['a'])).max(1),
      size: z.number().int().min(1).max(9),
    });
    expect(unboundedFields(schema, 'query')).toEqual([]);
  });

  it('finds every request string, array and number of every built call bounded', () => {
    const gaps = BUILT_CALLS.flatMap((call) => unboundedRequestFields(call).map((gap) => `${call.method} ${call.name} ${gap}`));
    expect(gaps).toEqual([]);
  });
});
