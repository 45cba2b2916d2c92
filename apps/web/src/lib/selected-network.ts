import { NetworkSummary } from '@portal/domain/api/platform';
import { readSession, SELECTED_NETWORK_KEY, writeSession } from './session-store';

const Stored = NetworkSummary.nullable();

export const readSelectedNetwork = (): NetworkSummary | null => readSession(SELECTED_NETWORK_KEY, Stored, null);

export const storeSelectedNetwork = (network: NetworkSummary) => writeSession(SELECTED_NETWORK_KEY, network);
