import { NetworkSummary } from '@portal/domain/api/platform';
import { readSession, removeSession, SESSION_PREFIX, writeSession } from './session-store';

/** The hospital network an internal user chose to act in, for this browser session. */
export const SELECTED_NETWORK_KEY = `${SESSION_PREFIX}network`;

const Stored = NetworkSummary.nullable();

export const readSelectedNetwork = (): NetworkSummary | null => readSession(SELECTED_NETWORK_KEY, Stored, null);

export const storeSelectedNetwork = (network: NetworkSummary) => writeSession(SELECTED_NETWORK_KEY, network);

export const forgetSelectedNetwork = () => removeSession(SELECTED_NETWORK_KEY);
