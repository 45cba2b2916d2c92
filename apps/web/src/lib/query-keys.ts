declare const keyNetworkBrand: unique symbol;

/**
 * The network a cached answer belongs to: the session's network id, or null while an internal user
 * has chosen none. Branded so that only `networkKey` makes one: a key cannot start with a bare string.
 */
export type KeyNetwork = (string & { readonly [keyNetworkBrand]: true }) | null;

/**
 * The only keys that do not start with a network: the signed-in person's own data, the same in every
 * network (their profile, the networks they may choose, their shifts platform role).
 */
type UserKeyRoot = 'loginContact' | 'networks' | 'platform-access';

/** The session's network id as the session holds it: undefined or null while none is chosen. */
export type SessionNetworkId = string | null | undefined;

/** Every query key of the web app (registered below): the network first, or one of the person's own roots. */
export type PortalQueryKey = readonly [KeyNetwork, ...unknown[]] | readonly [UserKeyRoot, ...unknown[]];

declare module '@tanstack/react-query' {
  interface Register {
    queryKey: PortalQueryKey;
  }
}

/**
 * A tenant query's key, the network first (docs/decisions/0110-network-first-keys-and-one-list-recipe.md):
 * an internal user who switches networks never reads the previous network's answer, and a change
 * invalidates its family in the network it was made in by the prefix `networkKey(networkId, family)`.
 */
export const networkKey = <const P extends readonly unknown[]>(networkId: SessionNetworkId, ...parts: P) =>
  [(networkId ?? null) as KeyNetwork, ...parts] as const;

/**
 * `placeholderData` of a read that keeps the previous answer on screen while the next loads (the next
 * page, another filter), only within one network: after a switch the screen shows its loading state,
 * never the previous network's rows.
 */
export const keepPreviousInNetwork =
  (networkId: SessionNetworkId) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: PortalQueryKey } | undefined): T | undefined =>
    previousQuery?.queryKey[0] === (networkId ?? null) ? previous : undefined;
