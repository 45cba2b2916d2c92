import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { LIST_STATE_PREFIX, readRaw, readSession, subscribeSession, writeSession } from './session-store';

export const listStateKey = (listId: string) => `${LIST_STATE_PREFIX}${listId}`;

/**
 * A list page's paging, search, layout and filters, kept in session storage under `cpt_list_<id>`
 * (cleared on network switch). `schema` should be forgiving (`.catch`) so stale storage falls back.
 */
export const useListState = <T>(listId: string, schema: z.ZodType<T>, defaults: T): [T, (next: T) => void] => {
  const key = listStateKey(listId);
  const cache = useRef<{ raw: string | null; value: T } | null>(null);
  const snapshot = useCallback(() => {
    const raw = readRaw(key);
    if (cache.current?.raw !== raw || cache.current === null) cache.current = { raw, value: readSession(key, schema, defaults) };
    return cache.current.value;
  }, [key, schema, defaults]);
  const value = useSyncExternalStore(subscribeSession, snapshot);
  const set = useCallback((next: T) => writeSession(key, next), [key]);
  return [value, set];
};
