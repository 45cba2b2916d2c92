import { and, asc, eq, inArray } from 'drizzle-orm';
import { clinicians, deals } from '../../db/schema/deals';
import { hospitals, units } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';
import { displayDate } from '../../exports/cells';
import { toCsv } from '../../exports/csv';

const HEADER = ['Last Name', 'First Name', 'Title', 'Status', 'Hospital', 'Unit', 'Shift', 'Start Date', 'End Date'];

/** The clinicians counted by the head count, one row each. */
export const headCountCsv = async (tx: Tx, statuses: readonly string[], hospitalIds: readonly string[]): Promise<string> => {
  const rows =
    hospitalIds.length === 0
      ? []
      : await tx
          .select({
            lastName: clinicians.lastName,
            firstName: clinicians.firstName,
            title: deals.title,
            status: deals.status,
            hospital: hospitals.name,
            unit: units.name,
            shift: deals.shift,
            startDate: deals.startDate,
            endDate: deals.endDate,
          })
          .from(deals)
          .innerJoin(clinicians, eq(clinicians.id, deals.clinicianId))
          .innerJoin(hospitals, eq(hospitals.id, deals.hospitalId))
          .innerJoin(units, eq(units.id, deals.unitId))
          .where(and(eq(deals.stage, 'assignment'), inArray(deals.status, [...statuses]), inArray(deals.hospitalId, [...hospitalIds])))
          .orderBy(asc(clinicians.lastName), asc(clinicians.firstName), asc(deals.startDate));
  return toCsv(
    HEADER,
    rows.map((r) => [r.lastName, r.firstName, r.title, r.status, r.hospital, r.unit, r.shift, displayDate(r.startDate), displayDate(r.endDate)]),
  );
};
