/** The configuration's answer as JSON, once it is known to be the portal's: a success holding the sign-in settings. */
export interface ConfigAnswer extends Record<string, unknown> {
  issuer: string;
  clientId: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads the answer of the configuration request without the schema library, which would otherwise be
 * most of what the first screen loads: the API serializes every answer through its contract schema
 * (docs/decisions/0069-first-screen-no-schema-library.md), so this checks only that the answer is the portal's configuration at all.
 */
export const readConfigAnswer = async (request: Promise<Response>): Promise<ConfigAnswer> => {
  const answer = await request;
  if (!answer.ok) throw new Error(`The configuration answered ${answer.status}`);
  const body: unknown = await answer.json();
  if (!isRecord(body) || typeof body.issuer !== 'string' || typeof body.clientId !== 'string') {
    throw new Error('The configuration has no sign-in settings');
  }
  return body as ConfigAnswer;
};
