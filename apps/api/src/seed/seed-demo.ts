import { networks } from '../db/schema/tenancy';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { lockSeeding } from './advisory-lock';
import { createCalendar } from './dates';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { markPastDecisions, markPastReviewReminders, seedCandidateDocuments } from './demo-candidate-documents';
import { seedInterviews } from './demo-interviews';
import { seedDeals } from './demo-deals';
import { seedEvaluations } from './demo-evaluations';
import { seedDocuments } from './demo-documents';
import { seedInvoices } from './demo-invoices';
import { seedJobs } from './demo-jobs';
import { DEMO_NETWORKS } from './demo-networks';
import { seedNotifications, type NetworkActivity } from './demo-notifications';
import { seedTenancy } from './demo-tenancy';
import { seedTimecards } from './demo-timecards';
import { seedUsers } from './demo-users';
import { createPdfTemplates } from './pdf';
import { createRng } from './prng';

export interface SeedDemoOptions {
  /** The day every seeded date is relative to; defaults to now so the demo stays current. */
  today?: Date;
}

/**
 * Demo data for the embedded default and for tests: Northwind Health (six hospitals, every status
 * of every list) and Lakeside Medical Center (one hospital, defaults only), with the demo accounts
 * of DESIGN.md. Runs only while the networks table is empty, so a restart keeps the data and any
 * change users made to it; all in one transaction, so a failed seed leaves nothing behind.
 * Deterministic: the same `today` gives the same rows (password hashes aside, salted at random).
 * Returns whether it seeded.
 */
export const seedDemo = (db: Database, { today = new Date() }: SeedDemoOptions = {}): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockSeeding(tx);
    const existing = await tx.select({ id: networks.id }).from(networks).limit(1);
    if (existing.length > 0) return false;

    const calendar = createCalendar(today);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const template = createPdfTemplates(calendar.at(0));

    const seededNetworks = [];
    for (const spec of DEMO_NETWORKS) {
      seededNetworks.push(await seedTenancy(tx, spec, createRng(`${spec.name} tenancy`)));
    }
    const users = await seedUsers(tx, seededNetworks, passwordHash, calendar);

    const activity: NetworkActivity[] = [];
    for (const network of seededNetworks) {
      const name = network.spec.name;
      const networkUsers = users.filter((u) => u.networkId === network.spec.id);
      const jobs = await seedJobs(tx, network, networkUsers, calendar, createRng(`${name} jobs`));
      const deals = await seedDeals(tx, network, jobs, networkUsers, calendar, createRng(`${name} deals`));
      await seedDocuments(tx, network, deals, template, calendar, createRng(`${name} documents`));
      await seedInvoices(tx, network, deals, calendar, createRng(`${name} invoices`));
      await seedCandidateDocuments(tx, network, deals, template, calendar, createRng(`${name} candidate documents`));
      await seedEvaluations(tx, network, deals, networkUsers, calendar);
      await seedTimecards(tx, network, deals, calendar, createRng(`${name} timecards`));
      activity.push({ network, jobs, deals });
    }
    const demoUsers = users.filter((u) => DEMO_ACCOUNTS.includes(u.account));
    await seedNotifications(tx, demoUsers, activity, calendar, createRng('notifications'));
    await seedInterviews(tx, today);
    await markPastReviewReminders(tx, today);
    await markPastDecisions(tx, today);
    return true;
  });
