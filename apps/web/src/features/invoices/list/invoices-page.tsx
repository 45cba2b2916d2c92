import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import FolderZip from '@mui/icons-material/FolderZip';
import { can } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import type { InvoiceListItem } from '@portal/domain/api/invoices';
import { INVOICE_DATE_TOO_OLD } from '@portal/domain/invoices/invoice-rules';
import { PAGE_SIZE } from '@portal/domain/limits';
import { DownloadButton } from '@/components/list/download-button';
import { EmptyState } from '@/components/list/empty-state';
import { ListPagination } from '@/components/list/list-pagination';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useSession } from '@/lib/session/session-context';
import { useUrlListState } from '@/lib/use-list-state';
import { useDownloadInvoices } from '../api/download-invoices';
import { useExportInvoiceList } from '../api/export-invoice-list';
import { useInvoiceFacilities } from '../api/get-invoice-facilities';
import { useInvoices } from '../api/get-invoices';
import { InvoiceDrawer } from '../details/invoice-drawer';
import { InvoiceCards } from './invoice-cards';
import {
  dateTooOld,
  INVOICE_LIST_DEFAULTS,
  INVOICE_LIST_ID,
  INVOICE_LIST_URL,
  InvoiceListStateSchema,
  invoiceQuery,
  type InvoiceListState,
} from './invoice-list-state';
import { InvoiceTable } from './invoice-table';
import { InvoiceToolbar } from './invoice-toolbar';

/** Ours: SPEC.md §2 gives the Invoices page no subtitle (docs/decisions/0055-sidebar-labels-and-subtitles.md). */
export const INVOICES_SUBTITLE = 'Download invoices, check their lines and dispute what does not match.';

/** /invoices (SPEC.md §2): search, date, facility, Include Paid, sort, export, 100 a page, PDFs one by one or as a ZIP. */
export const InvoicesPage = () => {
  const { subject } = useSession();
  const small = useSmallScreen();
  const [state, setState, readState] = useUrlListState(INVOICE_LIST_ID, InvoiceListStateSchema, INVOICE_LIST_DEFAULTS, INVOICE_LIST_URL);
  const facilities = useInvoiceFacilities();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | undefined>();

  const options = useMemo(() => facilities.data ?? [], [facilities.data]);
  const facilityKnown = options.some((facility) => facility.id === state.facility);
  // SPEC.md §7: the first facility is preselected.
  useEffect(() => {
    if (options.length > 0 && !facilityKnown) setState({ ...readState(), facility: options[0]!.id });
  }, [options, facilityKnown, setState, readState]);

  const tooOld = dateTooOld(state);
  const query = invoiceQuery(state);
  const list = useInvoices(query, facilityKnown && !tooOld);
  const total = tooOld ? 0 : (list.data?.count ?? 0);
  const rows = tooOld ? [] : (list.data?.data ?? []);
  const exporter = useExportInvoiceList(query, total);
  const download = useDownloadInvoices();

  const change = (next: Partial<InvoiceListState>) => {
    setSelected(new Set());
    setState({ ...readState(), ...next, page: next.page ?? 1 });
  };
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const rowProps = {
    rows,
    selected,
    onSelect: select,
    onDownload: (invoice: InvoiceListItem) => download.mutate([invoice.id]),
    onOpen: (invoice: InvoiceListItem) => setOpenId(invoice.id),
    downloading: download.isPending,
  };

  return (
    <Box>
      <PageHeader
        title={routeById('invoices').label}
        subtitle={INVOICES_SUBTITLE}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FolderZip />}
              disabled={selected.size === 0 || download.isPending}
              onClick={() => download.mutate([...selected])}
            >
              {selected.size > 0 ? `Download Selected (${selected.size})` : 'Download Selected'}
            </Button>
            <DownloadButton allowed={can(subject, 'ViewExport')} busy={exporter.busy} disabled={total === 0} onDownload={exporter.download} />
          </>
        }
      />
      <InvoiceToolbar state={state} facilities={options} onChange={change} />
      <Box sx={{ mt: 2 }}>
        {facilities.isError || list.isError ? (
          <SectionError onRefresh={() => void (facilities.isError ? facilities.refetch() : list.refetch())} />
        ) : tooOld ? (
          <Alert severity="info">{INVOICE_DATE_TOO_OLD}</Alert>
        ) : list.isPending ? (
          <LinearProgress aria-label="Loading invoices" />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack spacing={2}>
            {list.isFetching && <LinearProgress aria-label="Loading invoices" />}
            {small ? <InvoiceCards {...rowProps} /> : <InvoiceTable {...rowProps} />}
            <ListPagination page={state.page} pageSize={PAGE_SIZE.invoices} total={total} onChange={(page) => change({ page })} />
          </Stack>
        )}
      </Box>
      <InvoiceDrawer invoiceId={openId} onClose={() => setOpenId(undefined)} />
    </Box>
  );
};
