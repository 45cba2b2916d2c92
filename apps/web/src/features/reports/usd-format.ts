import { formatUsd, formatUsdCompact } from '@portal/domain/invoices/invoice-rules';

/** The reports' rankings read in dollars: compact on the axis, to the cent in the tooltip. */
export const USD_FORMAT = { axis: formatUsdCompact, value: formatUsd };
