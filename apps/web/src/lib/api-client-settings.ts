/**
 * How the API client reaches the sign-in session, set once by the bootstrap. Kept apart from the
 * client itself so the bootstrap wires it without loading the contract's schemas before the first screen.
 */
export interface ClientSettings {
  /** The bearer token of the sign-in session, if any. */
  getAccessToken: () => Promise<string | undefined>;
  /** Called when the server rejects the token: SPEC.md §8 sends such a user to /logout. */
  onUnauthorized: () => void;
}

let settings: ClientSettings = {
  getAccessToken: async () => undefined,
  onUnauthorized: () => undefined,
};

export const configureApiClient = (next: Partial<ClientSettings>) => {
  settings = { ...settings, ...next };
};

export const apiClientSettings = (): ClientSettings => settings;
