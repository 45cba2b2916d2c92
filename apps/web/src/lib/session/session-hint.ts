import { SESSION_PREFIX } from '../session-store';

/**
 * What the last ready session of a signed-in user needed besides the login details: the network it
 * acted in and the privilege-endpoints flag, which pick the session's other calls. With it the next
 * start asks for all of them at once instead of one after the other; the answers still come from the
 * server with the user's token, and a hint that no longer fits only costs calls whose answers go unused.
 */
export interface SessionHint {
  /** The provider's subject of the user it was kept for: another user on this browser ignores it. */
  sub: string;
  networkId: string | null;
  privilegeEndpoints: boolean;
}

/** In local storage, beside the stored sign-in, so a new tab or tomorrow's visit starts with it. */
export const SESSION_HINT_KEY = `${SESSION_PREFIX}session_hint`;

const isHint = (value: unknown): value is SessionHint => {
  if (typeof value !== 'object' || value === null) return false;
  const hint = value as Record<string, unknown>;
  return (
    typeof hint.sub === 'string' &&
    (hint.networkId === null || typeof hint.networkId === 'string') &&
    typeof hint.privilegeEndpoints === 'boolean'
  );
};

export const readSessionHint = (sub: string): SessionHint | undefined => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SESSION_HINT_KEY) ?? 'null');
    return isHint(stored) && stored.sub === sub ? stored : undefined;
  } catch {
    return undefined;
  }
};

export const rememberSessionHint = (hint: SessionHint) => {
  try {
    window.localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
  } catch {
    // Storage full or disabled: the next start asks one call after another, as without a hint.
  }
};
