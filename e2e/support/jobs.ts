import type { Browser } from '@playwright/test';
import { JobDrawer, type CreatedJob, type NewJob } from '../pages/job-drawer';
import type { DemoAccount } from './demo-accounts';
import { openSignedIn, type OpenAs } from './signed-in';

/**
 * The jobs the tests add: each test adds its own, so no test depends on another's or on the seed's.
 * Northwind has every optional flag on, the unified-job one included: its job list is /jobs.
 */
const START_DATE = `04/06/${new Date().getFullYear() + 1}`;

/** A job at Northwind's 1-step hospital: Pending Review once added. */
export const ONE_STEP_JOB: NewJob = {
  hospital: 'Northwind Eastside Medical Center',
  unit: 'Med/Surg — Medical Surgical',
  title: 'RN - Med/Surg',
  positions: '2',
  reason: 'Vacation Coverage',
  shift: 'Nights',
  shiftLength: '12 Hours',
  startDate: START_DATE,
};

/**
 * A job for one position at the 2-step hospital naming `approver`: Pending Approval once added. Its
 * job approvers are Morgan Patel (general@northwind.test), Elliot Vance and Priya Raman; a job needs a
 * second person's approval, so its creator is never its approver.
 */
export const twoStepJob = (approver: string): NewJob => ({
  hospital: 'Northwind General Hospital (2-Step)',
  unit: 'ICU — Critical Care',
  title: 'RN - ICU',
  positions: '1',
  reason: 'Staff Vacancy',
  shift: 'Days',
  shiftLength: '12 Hours',
  startDate: START_DATE,
  approver,
});

/** Adds `job` from /jobs as `account`, signed in in a browser of its own (the test's page stays with its user). */
export const addJobAs = async (browser: Browser, baseURL: string | undefined, account: DemoAccount, job: NewJob, open: OpenAs = openSignedIn): Promise<CreatedJob> => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await open(page, account, '/jobs');
    return await new JobDrawer(page).addJob(job);
  } finally {
    await context.close();
  }
};
