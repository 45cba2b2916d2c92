import { MemoryRouter } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearListState } from '@/lib/session-store';
import { listStateKey } from '@/lib/use-list-state';
import { useListControls, type ListControlsDefaults } from './use-list-controls';

const DEFAULTS: ListControlsDefaults<'window' | 'dateType'> = {
  sort: 'startdate-asce',
  sortIds: ['startdate-asce', 'lastname-asce'],
  statuses: ['On Assignment'],
  extras: { window: '14', dateType: 'Starts/Stops' },
};

const stored = () => JSON.parse(window.sessionStorage.getItem(listStateKey('assigned')) ?? 'null') as unknown;

// The controls also keep their state in the URL, so they live inside a router.
const renderControls = () => renderHook(() => useListControls('assigned', { ...DEFAULTS }), { wrapper: MemoryRouter });

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('useListControls', () => {
  it('starts from the page defaults: page 1, cards, empty search and filters', () => {
    const { result } = renderControls();
    expect(result.current.state).toEqual({
      search: '',
      page: 1,
      layout: 'card',
      sort: 'startdate-asce',
      statuses: ['On Assignment'],
      filters: {},
      extras: { window: '14', dateType: 'Starts/Stops' },
    });
  });

  it('goes back to page 1 and to the top when the search changes, and keeps it in session storage', () => {
    const { result } = renderControls();
    act(() => result.current.setPage(4));
    expect(result.current.state.page).toBe(4);
    scrollTo.mockClear();
    act(() => result.current.setSearch('Lee'));
    expect(result.current.state).toMatchObject({ search: 'Lee', page: 1 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(stored()).toMatchObject({ search: 'Lee', page: 1 });
  });

  it('does not lose the page when the same search is submitted again', () => {
    const { result } = renderControls();
    act(() => result.current.setSearch('Lee'));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('Lee'));
    expect(result.current.state.page).toBe(3);
  });

  it.each([
    ['sort', (c: ReturnType<typeof useListControls<'window' | 'dateType'>>) => c.setSort('lastname-asce')],
    ['status', (c: ReturnType<typeof useListControls<'window' | 'dateType'>>) => c.setStatuses(['Assigned'])],
    ['filters', (c: ReturnType<typeof useListControls<'window' | 'dateType'>>) => c.setFilters({ unit: ['u1'] })],
    ['window', (c: ReturnType<typeof useListControls<'window' | 'dateType'>>) => c.setExtra('window', '30')],
  ])('goes back to page 1 when the %s changes', (_name, change) => {
    const { result } = renderControls();
    act(() => result.current.setPage(5));
    act(() => change(result.current));
    expect(result.current.state.page).toBe(1);
  });

  it('keeps the page when only the layout changes', () => {
    const { result } = renderControls();
    act(() => result.current.setPage(2));
    act(() => result.current.setLayout('list'));
    expect(result.current.state).toMatchObject({ page: 2, layout: 'list' });
  });

  it('keeps both of two changes made in one event', () => {
    const { result } = renderControls();
    act(() => {
      result.current.setSearch('Lee');
      result.current.setFilters({ hospital: ['h1'] });
    });
    expect(result.current.state).toMatchObject({ search: 'Lee', filters: { hospital: ['h1'] } });
  });

  it('Clear All empties filters and search and puts status back to its default, keeping sort and layout', () => {
    const { result } = renderControls();
    act(() => {
      result.current.setLayout('list');
      result.current.setSort('lastname-asce');
      result.current.setSearch('Lee');
      result.current.setStatuses(['Assigned', 'Extension Offered']);
      result.current.setFilters({ hospital: ['h1'], unit: ['u1', 'u2'] });
      result.current.setExtra('window', '45');
      result.current.setPage(3);
    });
    act(() => result.current.clearAll());
    expect(result.current.state).toEqual({
      search: '',
      page: 1,
      layout: 'list',
      sort: 'lastname-asce',
      statuses: ['On Assignment'],
      filters: {},
      extras: { window: '14', dateType: 'Starts/Stops' },
    });
  });

  it('removes one filter value and drops a group left empty', () => {
    const { result } = renderControls();
    act(() => result.current.setFilters({ hospital: ['h1'], unit: ['u1', 'u2'], title: [] }));
    expect(result.current.state.filters).toEqual({ hospital: ['h1'], unit: ['u1', 'u2'] });
    act(() => result.current.removeFilter('hospital', 'h1'));
    act(() => result.current.removeFilter('unit', 'u1'));
    expect(result.current.state.filters).toEqual({ unit: ['u2'] });
  });

  it('applies a starting filter from a link in one change, and reset returns everything to defaults', () => {
    const { result } = renderControls();
    act(() => result.current.setLayout('list'));
    act(() => result.current.update({ statuses: ['Assigned'], filters: { hospital: ['h1'] } }));
    expect(result.current.state).toMatchObject({ statuses: ['Assigned'], filters: { hospital: ['h1'] }, page: 1, layout: 'list' });
    act(() => result.current.reset());
    expect(result.current.state).toMatchObject({ statuses: ['On Assignment'], filters: {}, layout: 'card', sort: 'startdate-asce' });
  });

  it('falls back field by field when storage is stale or tampered with', () => {
    window.sessionStorage.setItem(
      listStateKey('assigned'),
      JSON.stringify({ search: 'Lee', page: -2, layout: 'table', sort: 'gone', statuses: 'x', filters: { unit: ['u1'] }, extras: { window: 7 } }),
    );
    const { result } = renderControls();
    expect(result.current.state).toEqual({
      search: 'Lee',
      page: 1,
      layout: 'card',
      sort: 'startdate-asce',
      statuses: ['On Assignment'],
      filters: { unit: ['u1'] },
      extras: { window: '14', dateType: 'Starts/Stops' },
    });
  });

  it('starts from the defaults when storage holds no JSON', () => {
    window.sessionStorage.setItem(listStateKey('assigned'), 'not json');
    const { result } = renderControls();
    expect(result.current.state).toMatchObject({ search: '', page: 1, statuses: ['On Assignment'] });
  });

  it('is forgotten on network switch', () => {
    const { result } = renderControls();
    act(() => result.current.setSearch('Lee'));
    act(() => clearListState());
    expect(result.current.state.search).toBe('');
    expect(stored()).toBeNull();
  });
});
