import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListColumn, RowLink } from './list-columns';
import { ListTable } from './list-table';
import { RowMenu } from './row-menu';
import { columnChoicesKey } from './use-column-choices';

interface Person {
  id: string;
  name: string;
  city: string;
  start: string;
  notes: string;
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Ada Lovelace', city: 'London', start: '10/01/2026', notes: 'Nights' },
  { id: 'p2', name: 'Alan Turing', city: 'Wilmslow', start: '11/01/2026', notes: 'Days' },
];

const COLUMNS: ListColumn<Person>[] = [
  { id: 'city', label: 'City', priority: 2, defaultVisible: true, value: (p) => p.city },
  { id: 'start', label: 'Start Date', priority: 1, defaultVisible: true, value: (p) => p.start },
  { id: 'notes', label: 'Notes', priority: 3, defaultVisible: false, value: (p) => p.notes },
];

const renderTable = (rowLink?: (person: Person) => RowLink, rowActions?: (person: Person) => ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/people']}>
      <Routes>
        <Route
          path="/people"
          element={
            <ListTable
              listId="people"
              label="People"
              pinned={{ id: 'name', label: 'Name', value: (p: Person) => p.name }}
              columns={COLUMNS}
              rows={PEOPLE}
              rowKey={(p) => p.id}
              rowLink={rowLink}
              rowActions={rowActions}
            />
          }
        />
        <Route path="/people/:id" element={<h1>Details</h1>} />
      </Routes>
    </MemoryRouter>,
  );

const headers = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('ListTable', () => {
  it('shows the name first, then the shown columns most important first', () => {
    renderTable();
    expect(headers()).toEqual(['Name', 'Start Date', 'City']);
  });

  it('makes each row name a link to its details, and nothing a link without one', () => {
    const view = renderTable((p) => ({ to: `/people/${p.id}` }));
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/people/p1');
    view.unmount();
    renderTable();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows and hides columns from the Columns menu and remembers the choice in local storage', async () => {
    const view = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu', { name: 'Columns' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Notes' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Notes' }));
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    await userEvent.keyboard('{Escape}');
    expect(headers()).toEqual(['Name', 'Start Date', 'Notes']);
    expect(JSON.parse(window.localStorage.getItem(columnChoicesKey('people')) ?? '{}')).toEqual({ notes: true, city: false });

    view.unmount();
    renderTable();
    expect(headers()).toEqual(['Name', 'Start Date', 'Notes']);
  });

  it('ignores stored choices it cannot read', () => {
    window.localStorage.setItem(columnChoicesKey('people'), '{"city":"yes"');
    renderTable();
    expect(headers()).toEqual(['Name', 'Start Date', 'City']);
  });

  it("puts a row's own menu in a last column, and a choice in it stays on the list rather than following the row's link", async () => {
    const chosen: string[] = [];
    renderTable(
      (p) => ({ to: `/people/${p.id}` }),
      (p) => (p.id === 'p1' ? <RowMenu label={`Actions for ${p.name}`} actions={[{ label: 'Call', onSelect: () => chosen.push(p.id) }]} /> : null),
    );
    expect(headers()).toEqual(['Name', 'Start Date', 'City', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Actions for Alan Turing' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Call' }));
    expect(chosen).toEqual(['p1']);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
    // The row itself still opens its details.
    await userEvent.click(screen.getByText('Wilmslow'));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
  });
});
