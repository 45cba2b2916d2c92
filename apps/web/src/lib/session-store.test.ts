import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearListState, clearSessionState } from './session-store';
import { listStateKey, useListState } from './use-list-state';

const Page = z.object({ page: z.number().int().min(1).catch(1), search: z.string().max(30).catch('') }).catch({ page: 1, search: '' });
const DEFAULTS = { page: 1, search: '' };

describe('list state in session storage', () => {
  it('is kept under a cpt_list_ key and read back', () => {
    const { result } = renderHook(() => useListState('assigned', Page, DEFAULTS));
    act(() => result.current[1]({ page: 3, search: 'Lee' }));
    expect(result.current[0]).toEqual({ page: 3, search: 'Lee' });
    expect(JSON.parse(window.sessionStorage.getItem('cpt_list_assigned') ?? '')).toEqual({ page: 3, search: 'Lee' });
  });

  it('falls back to defaults when storage is stale or tampered with', () => {
    window.sessionStorage.setItem(listStateKey('assigned'), '{"page":-4,"search":42}');
    const { result } = renderHook(() => useListState('assigned', Page, DEFAULTS));
    expect(result.current[0]).toEqual({ page: 1, search: '' });
    window.sessionStorage.setItem(listStateKey('candidates'), 'not json');
    const other = renderHook(() => useListState('candidates', Page, DEFAULTS));
    expect(other.result.current[0]).toEqual(DEFAULTS);
  });

  it('is cleared for every list on network switch, keeping the rest of the session', () => {
    window.sessionStorage.setItem('cpt_list_assigned', '{}');
    window.sessionStorage.setItem('cpt_list_dashboard', '{}');
    window.sessionStorage.setItem('cpt_network', '{}');
    window.sessionStorage.setItem('other_app', '1');
    const { result } = renderHook(() => useListState('assigned', Page, DEFAULTS));
    act(() => result.current[1]({ page: 2, search: '' }));
    act(() => clearListState());
    expect(result.current[0]).toEqual(DEFAULTS);
    expect(Object.keys(window.sessionStorage).sort()).toEqual(['cpt_network', 'other_app']);
    clearSessionState();
    expect(Object.keys(window.sessionStorage)).toEqual(['other_app']);
  });
});
