import { describe, expect, it } from 'vitest';
import { callPath, callUrl } from './call';
import { CONTRACT, contractKey } from './contract';
import { getHospitalDetails, getNetworks } from './platform';

describe('the contract table', () => {
  it('puts v1 calls under the travel client path and v2 under /api/v2', () => {
    expect(callPath(getHospitalDetails)).toBe('/api/v1/travelclient/Hospitals/Details');
    expect(callPath(getNetworks)).toBe('/api/v2/networks');
  });

  it('builds URLs with encoded parameters and query', () => {
    expect(callUrl({ version: 'v1', path: 'deals/assigned/:id' }, { id: 'a b' }, { email: 'x@y.test', skip: undefined })).toBe(
      '/api/v1/travelclient/deals/assigned/a%20b?email=x%40y.test',
    );
    expect(() => callUrl({ version: 'v1', path: 'deals/assigned/:id' })).toThrow('Missing path parameter id');
  });

  it('lists each method and path once', () => {
    const keys = CONTRACT.map(contractKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
