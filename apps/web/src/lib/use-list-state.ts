import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { LIST_STATE_PREFIX, readRaw, readSession, sessionChangeCount, subscribeSession, writeSession } from './session-store';

export const listStateKey = (listId: string) => `${LIST_STATE_PREFIX}${listId}`;

/** How a list's state reads from and writes to the query string. */
export interface ListStateUrl<T> {
  toParams: (value: T) => URLSearchParams;
  /** Undefined when the URL holds none of the state (a plain visit, a dashboard link). */
  fromParams: (params: URLSearchParams) => unknown;
}

/**
 * A page's state kept in session storage under `cpt_list_<id>` (cleared on network switch).
 * `schema` should be forgiving (`.catch`) so stale storage falls back.
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

/**
 * A list page's paging, search, layout and filters, kept both in the URL (shareable, survives a
 * reload in a new browser) and in session storage (a plain visit returns to it). An address that
 * holds any of the state wins over the session; `schema` should be forgiving (`.catch`) so a stale or tampered value
 * falls back field by field. Every change replaces the history entry rather than pushing one, so
 * Back leaves the list instead of undoing a filter. The third item reads the state at call time.
 */
export const useUrlListState = <T>(listId: string, schema: z.ZodType<T>, defaults: T, url: ListStateUrl<T>): [T, (next: T) => void, () => T] => {
  const key = listStateKey(listId);
  const [params, setParams] = useSearchParams();
  const [stored, store] = useListState(listId, schema, defaults);
  const fromUrl = useMemo(() => {
    const described = url.fromParams(params);
    return described === undefined ? undefined : schema.parse(described);
  }, [url, params, schema]);
  // The address shows the view until the session has taken it over (the effect below): from then on
  // the session leads and the address follows it, a step behind while the router updates it.
  const changes = useSyncExternalStore(subscribeSession, sessionChangeCount);
  const [changesOnArrival] = useState(changes);
  const shown = changes === changesOnArrival ? (fromUrl ?? stored) : stored;

  // The session takes over an address that carries the state (on arrival, on Back or Forward).
  useLayoutEffect(() => {
    if (fromUrl !== undefined) writeSession(key, fromUrl);
  }, [key, fromUrl]);
  // A plain visit shows the stored state: put it in the address too, so it can be copied as is. Not a
  // layout effect: the router starts listening to its history only after its children's layout effects.
  const plainVisit = params.size === 0;
  useEffect(() => {
    if (!plainVisit) return;
    const address = url.toParams(readSession(key, schema, defaults));
    if (address.size > 0) setParams(address, { replace: true });
  }, [plainVisit, key, schema, defaults, url, setParams]);

  const set = useCallback(
    (next: T) => {
      store(next);
      setParams(url.toParams(next), { replace: true });
    },
    [store, url, setParams],
  );
  // Not from a render's closure: two changes in one event must not undo each other.
  const read = useCallback(() => readSession(key, schema, defaults), [key, schema, defaults]);
  return [shown, set, read];
};
