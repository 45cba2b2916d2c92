import type { z } from 'zod';

/** Every key the portal keeps in session storage starts with this (SPEC.md §4). */
export const SESSION_PREFIX = 'cpt_';
/** The hospital network an internal user chose to act in, for this browser session (selected-network.ts). */
export const SELECTED_NETWORK_KEY = `${SESSION_PREFIX}network`;
/** Paging, search, layout and filter state of list pages; cleared on network switch. */
export const LIST_STATE_PREFIX = `${SESSION_PREFIX}list_`;

type Listener = () => void;
const listeners = new Set<Listener>();
/** How often the stored state changed, so a page can tell whether it changed since the page opened. */
let changes = 0;

export const sessionChangeCount = () => changes;

const notify = () => {
  changes += 1;
  for (const listener of listeners) listener();
};

export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const readRaw = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Reads a stored value through a forgiving schema: stale or tampered storage gives the fallback. */
export const readSession = <T>(key: string, schema: z.ZodType<T>, fallback: T): T => {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
};

export const writeSession = (key: string, value: unknown) => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: state then lives only for this page view.
  }
  notify();
};

const keysStartingWith = (prefix: string): string[] => {
  const keys: string[] = [];
  for (let i = 0; i < window.sessionStorage.length; i += 1) {
    const key = window.sessionStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
};

/** Forgets the stored paging, search and filter state of every list page. */
export const clearListState = () => {
  for (const key of keysStartingWith(LIST_STATE_PREFIX)) window.sessionStorage.removeItem(key);
  notify();
};

/** Forgets everything the portal kept for this session (sign-out). */
export const clearSessionState = () => {
  for (const key of keysStartingWith(SESSION_PREFIX)) window.sessionStorage.removeItem(key);
  notify();
};
