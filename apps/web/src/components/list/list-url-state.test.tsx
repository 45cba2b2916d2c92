import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listStateKey } from '@/lib/use-list-state';
import { listStateFromParams, listStateToParams } from './list-url-state';
import { useListControls, type ListControlsDefaults, type ListControlsState } from './use-list-controls';

type Extra = 'window' | 'dateType';

const DEFAULTS: ListControlsDefaults<Extra> = {
  sort: 'startdate-asce',
  sortIds: ['startdate-asce', 'lastname-asce'],
  statuses: ['On Assignment'],
  statusIds: ['On Assignment', 'Assigned', 'Extension Offered'],
  extras: { window: '14', dateType: 'Starts/Stops' },
  extraIds: { window: ['14', '30'], dateType: ['Starts/Stops', 'Starts'] },
};

/** The state DEFAULTS start from: what a plain visit shows. */
const INITIAL: ListControlsState<Extra> = { search: '', page: 1, layout: 'card', sort: DEFAULTS.sort, statuses: DEFAULTS.statuses!, filters: {}, extras: DEFAULTS.extras! };

const CHANGED: ListControlsState<Extra> = {
  search: 'Lee & Co',
  page: 3,
  layout: 'list',
  sort: 'lastname-asce',
  statuses: ['Assigned', 'Extension Offered'],
  filters: { unit: ['u1', 'u2'], hospital: ['h1'] },
  extras: { window: '30', dateType: 'Starts' },
};

/** The controls in a router opened at `url`; `location()` is the router's current address. */
const renderAt = (url: string) => {
  let search = '';
  const Probe = () => {
    search = useLocation().search;
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <Probe />
    </MemoryRouter>
  );
  const view = renderHook(() => useListControls('assigned', DEFAULTS), { wrapper });
  return { ...view, location: () => new URLSearchParams(search) };
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('list state in the URL', () => {
  it('leaves every default out, so a plain visit has a clean URL', () => {
    expect(listStateToParams(INITIAL, INITIAL).toString()).toBe('');
    expect(listStateFromParams(new URLSearchParams(), INITIAL)).toBeUndefined();
    expect(listStateFromParams(new URLSearchParams('statuses=Assigned&hospitals=h1'), INITIAL)).toBeUndefined();
  });

  it('reads back exactly what it wrote', () => {
    const params = listStateToParams(CHANGED, INITIAL);
    expect(params.get('q')).toBe('Lee & Co');
    expect(params.getAll('f.unit')).toEqual(['u1', 'u2']);
    expect(listStateFromParams(new URLSearchParams(params.toString()), INITIAL)).toEqual(CHANGED);
  });

  it('tells statuses emptied by the user from the default ones', () => {
    const none = { ...INITIAL, statuses: [] };
    expect(listStateFromParams(listStateToParams(none, INITIAL), INITIAL)).toMatchObject({ statuses: [] });
  });

  it('writes each change to the address, replacing the entry, and the session alongside', () => {
    const { result, location } = renderAt('/assigned');
    act(() => result.current.setSort('lastname-asce'));
    act(() => result.current.setPage(2));
    act(() => result.current.setLayout('list'));
    expect(location().toString()).toBe('page=2&sort=lastname-asce&view=list');
    expect(JSON.parse(window.sessionStorage.getItem(listStateKey('assigned')) ?? '{}')).toMatchObject({ page: 2, sort: 'lastname-asce', layout: 'list' });
  });

  it('opens the view a URL describes, over what the session holds', () => {
    window.sessionStorage.setItem(listStateKey('assigned'), JSON.stringify({ ...INITIAL, search: 'stored', page: 5 }));
    const { result } = renderAt('/assigned?page=2&status=Assigned&f.unit=u1&x.window=30&view=list');
    expect(result.current.state).toEqual({
      ...INITIAL,
      page: 2,
      statuses: ['Assigned'],
      filters: { unit: ['u1'] },
      extras: { window: '30', dateType: 'Starts/Stops' },
      layout: 'list',
    });
    // The next change builds on the view shown, not on what was stored before.
    act(() => result.current.setSearch('Lee'));
    expect(result.current.state).toMatchObject({ search: 'Lee', page: 1, statuses: ['Assigned'], filters: { unit: ['u1'] } });
  });

  it('falls back to the default of each bad or stale field and keeps the good ones', () => {
    const { result } = renderAt('/assigned?page=abc&sort=gone&view=table&status=Nope&status=Assigned&x.window=7&x.dateType=Starts&q=Lee');
    expect(result.current.state).toEqual({
      ...INITIAL,
      search: 'Lee',
      statuses: ['Assigned'],
      extras: { window: '14', dateType: 'Starts' },
    });
  });

  it('shows the stored state on a plain visit and puts it in the address', () => {
    window.sessionStorage.setItem(listStateKey('assigned'), JSON.stringify({ ...INITIAL, page: 4 }));
    const { result, location } = renderAt('/assigned');
    expect(result.current.state.page).toBe(4);
    expect(location().toString()).toBe('page=4');
  });
});
