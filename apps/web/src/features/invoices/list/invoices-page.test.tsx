import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getInvoiceFacilities, getInvoices, type InvoiceListItem } from '@portal/domain/api/invoices';
import { NO_ACCESS_TO_ACTION } from '@portal/domain/messages';
import { NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { InvoicesPage } from './invoices-page';

const invoice = (n: number): InvoiceListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  invoiceNumber: `INV-${1000000 + n}`,
  name: `Avery Stone ${n}`,
  date: '2026-10-05',
  facilityName: NORTHWIND_HOSPITALS[0]!.name,
  unit: n === 2 ? null : 'ICU',
  paid: 4161,
  due: 1234.5,
});

const asked: URLSearchParams[] = [];

beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get(callPath(getInvoiceFacilities), () => HttpResponse.json(NORTHWIND_HOSPITALS.map((h) => ({ id: h.hospitalId, label: h.name })))),
    http.get(callPath(getInvoices), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json({ data: [invoice(1), invoice(2)], count: 2 });
    }),
  );
});

const render = (without: string[] = []) => {
  const session = sessionFor('Finance');
  const privileges = new Set([...session.privileges].filter((p) => !without.includes(p)));
  renderAt(<InvoicesPage />, { session: { ...session, privileges, subject: { ...session.subject, privileges } }, path: '/invoices' });
};

describe('InvoicesPage', () => {
  it('preselects the first facility, asks for its unpaid invoices, newest first, 100 a page, and shows them in dollars', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      page: '1',
      size: '100',
      facilities: NORTHWIND_HOSPITALS[0]!.hospitalId,
      invoicePaid: 'false',
      sortOrder: 'desc',
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('INV-1000001');
    expect(row).toHaveTextContent('10/05/2026');
    expect(row).toHaveTextContent('$4,161.00');
    expect(row).toHaveTextContent('$1,234.50');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('N/A');
  });

  it('searches 500 ms after typing stops, at most 30 characters', async () => {
    render();
    await screen.findByRole('table', { name: 'Invoices' });
    const box = screen.getByRole('searchbox', { name: 'Search by Name or Invoice #' });
    expect(box).toHaveAttribute('maxLength', '30');
    await userEvent.type(box, 'INV-1000001');
    await waitFor(() => expect(asked.at(-1)!.get('searchTerm')).toBe('INV-1000001'), { timeout: 2000 });
    expect(asked.filter((params) => params.has('searchTerm'))).toHaveLength(1);
  });

  it('adds the paid ones with Include Paid', async () => {
    render();
    await screen.findByRole('table', { name: 'Invoices' });
    await userEvent.click(screen.getByRole('switch', { name: 'Include Paid' }));
    await waitFor(() => expect(asked.at(-1)!.get('invoicePaid')).toBe('true'));
  });

  it('disables the export without ViewExport, with the no-access tooltip', async () => {
    render(['ViewExport']);
    await screen.findByRole('table', { name: 'Invoices' });
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    await userEvent.hover(download.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NO_ACCESS_TO_ACTION);
  });
});
