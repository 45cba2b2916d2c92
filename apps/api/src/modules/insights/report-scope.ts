import { sql, type SQL } from 'drizzle-orm';
import type { Visibility } from '../../context/visibility';
import { oneOf } from '../../lib/sql-helpers';

/** What one report run reads: the user's visibility and the request's filters, the date range resolved. */
export interface ReportScope {
  visibility: Visibility;
  /** yyyy-mm-dd, both inclusive. */
  from: string;
  to: string;
  hospitalId?: string | undefined;
  unit?: string | undefined;
  title?: string | undefined;
}

/** The columns of a dataset's rows the scope's hospital, unit and title filters apply to. */
export interface ScopeColumns {
  network: SQL;
  hospital: SQL;
  unit: SQL;
  title: SQL;
}

/** The network, the hospitals the user sees and the hospital, unit and title filters, over a dataset's columns. */
export const scopeConditions = (scope: ReportScope, columns: ScopeColumns): SQL[] => [
  sql`${columns.network} = ${scope.visibility.networkId}`,
  ...(scope.visibility.seesEveryHospital ? [] : [oneOf(columns.hospital, scope.visibility.hospitalIds)]),
  ...(scope.hospitalId ? [sql`${columns.hospital} = ${scope.hospitalId}`] : []),
  ...(scope.unit ? [sql`${columns.unit} = ${scope.unit}`] : []),
  ...(scope.title ? [sql`${columns.title} = ${scope.title}`] : []),
];
