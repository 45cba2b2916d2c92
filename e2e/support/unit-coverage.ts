import { expect, type Page } from '@playwright/test';
import { getUnitCoverage, setUnitCoverage, type CoveredUnit } from '@portal/domain/api/notifications';
import { callAsPage } from './portal-api';

/** A job as the job list gives it: where it is. */
export interface JobPlace {
  hospitalId: string;
  unit: string;
}

/** The signed-in user's units, each with whether they follow it. */
export const unitsOf = async (page: Page): Promise<CoveredUnit[]> => {
  const coverage = await callAsPage<{ units: CoveredUnit[] }>(page, getUnitCoverage);
  expect(coverage.status).toBe(200);
  return coverage.body.units;
};

/**
 * The signed-in user of `page` follows (or unfollows) the job's unit, as the preferences dialog
 * would: new candidates of a unit reach who follows it (docs/decisions/0130).
 */
export const followJobUnit = async (page: Page, job: JobPlace, covers = true): Promise<CoveredUnit> => {
  const unit = (await unitsOf(page)).find((u) => u.hospitalId === job.hospitalId && u.unitName === job.unit);
  expect(unit, `the user may follow the unit ${job.unit}`).toBeDefined();
  const saved = await callAsPage(page, setUnitCoverage, { body: { changes: [{ unitId: unit!.unitId, covers }] } });
  expect(saved.status).toBe(200);
  return unit!;
};
