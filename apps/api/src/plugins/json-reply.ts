import type { z } from 'zod';

/**
 * A JSON answer serialised once, when it was made, after passing the call's response schema: a
 * handler that answers the same large value many times (a cached report) returns it, and it is sent
 * as it is instead of being checked and serialised again on every request.
 */
export class JsonReply {
  private constructor(readonly body: string) {}

  static of<S extends z.ZodType>(schema: S, value: z.input<S>): JsonReply {
    return new JsonReply(JSON.stringify(schema.encode(schema.parse(value))));
  }
}
