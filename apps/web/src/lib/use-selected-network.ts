import { useSyncExternalStore } from 'react';
import type { NetworkSummary } from '@portal/domain/api/platform';
import { readRaw, SELECTED_NETWORK_KEY, subscribeSession } from './session-store';
import { readSelectedNetwork } from './selected-network';

let cachedRaw: string | null | undefined;
let cachedValue: NetworkSummary | null = null;

/** Snapshot keyed on the raw stored text, so React sees a stable object between changes. */
const snapshot = (): NetworkSummary | null => {
  const raw = readRaw(SELECTED_NETWORK_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = readSelectedNetwork();
  }
  return cachedValue;
};

export const useSelectedNetwork = (): NetworkSummary | null => useSyncExternalStore(subscribeSession, snapshot);
