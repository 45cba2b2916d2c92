import { useMemo, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getInvoiceFacilities, getInvoices, type InvoiceListItem } from '@portal/domain/api/invoices';
import { storeSelectedNetwork } from '@/lib/selected-network';
import { SessionContext } from '@/lib/session/session-context';
import { useSelectedNetwork } from '@/lib/use-selected-network';
import { LAKESIDE, LAKESIDE_HOSPITALS, NORTHWIND, NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { InvoicesPage } from './invoices-page';

const NETWORK_HEADER = 'hospital-network-id';

const invoice = (n: number, name: string): InvoiceListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  invoiceNumber: `INV-${1000000 + n}`,
  name,
  date: '2026-10-05',
  facilityName: 'A facility',
  unit: 'ICU',
  paid: 0,
  due: 100,
});

/** The session as the gate builds it for the network chosen in session storage, as an internal user's changes. */
const ChosenNetworkSession = ({ children }: { children: ReactNode }) => {
  const network = useSelectedNetwork();
  const session = useMemo(() => sessionFor('Internal Viewer', { network }), [network]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

describe('InvoicesPage across a network switch', () => {
  it("never shows the previous network's facilities or rows while the new network's load", async () => {
    let releaseLakeside: () => void = () => undefined;
    const lakesideAnswered = new Promise<void>((resolve) => {
      releaseLakeside = resolve;
    });
    server.use(
      http.get(callPath(getInvoiceFacilities), ({ request }) => {
        const hospitals = request.headers.get(NETWORK_HEADER) === LAKESIDE.hospitalNetworkId ? LAKESIDE_HOSPITALS : NORTHWIND_HOSPITALS;
        return HttpResponse.json(hospitals.map((hospital) => ({ id: hospital.hospitalId, label: hospital.name })));
      }),
      http.get(callPath(getInvoices), async ({ request }) => {
        if (request.headers.get(NETWORK_HEADER) !== LAKESIDE.hospitalNetworkId) {
          return HttpResponse.json({ data: [invoice(1, 'Northwind Nurse')], count: 1 });
        }
        await lakesideAnswered;
        return HttpResponse.json({ data: [invoice(2, 'Lakeside Nurse')], count: 1 });
      }),
    );
    storeSelectedNetwork(NORTHWIND);
    renderAt(<InvoicesPage />, { path: '/invoices', wrap: (page) => <ChosenNetworkSession>{page}</ChosenNetworkSession> });
    expect(await within(await screen.findByRole('table', { name: 'Invoices' })).findByText('Northwind Nurse')).toBeInTheDocument();

    act(() => storeSelectedNetwork(LAKESIDE));

    expect(screen.queryByText('Northwind Nurse')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading invoices' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Facility' })).toHaveTextContent(LAKESIDE_HOSPITALS[0]!.name));
    expect(screen.queryByText('Northwind Nurse')).not.toBeInTheDocument();

    releaseLakeside();
    expect(await screen.findByText('Lakeside Nurse')).toBeInTheDocument();
    expect(screen.queryByText('Northwind Nurse')).not.toBeInTheDocument();
  });
});
