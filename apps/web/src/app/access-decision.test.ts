import { describe, expect, it } from 'vitest';
import { routeById } from '@portal/domain/access/routes';
import { ALL_FLAGS_ON, DEFAULT_FLAGS, LAKESIDE, NORTHWIND, sessionFor } from '../test/fixtures.test-kit';
import { decideAccess } from './access-decision';

const decide = (id: Parameters<typeof routeById>[0], session: ReturnType<typeof sessionFor>) => decideAccess(routeById(id), session);

describe('decideAccess', () => {
  it('sends Finance from /job-posts and Human Resources from /invoices to /403', () => {
    const flags = { ...DEFAULT_FLAGS, invoicing: true };
    expect(decide('jobPosts', sessionFor('Finance', { flags }))).toEqual({ kind: 'redirect', to: '/403' });
    expect(decide('invoices', sessionFor('Human Resources', { flags }))).toEqual({ kind: 'redirect', to: '/403' });
    expect(decide('invoices', sessionFor('Finance', { flags }))).toEqual({ kind: 'allow' });
  });

  it('applies flags: invoices need invoicing, /job-posts gives way to /jobs under the unified job flag', () => {
    expect(decide('invoices', sessionFor('Finance', { flags: DEFAULT_FLAGS }))).toEqual({ kind: 'redirect', to: '/403' });
    expect(decide('jobPosts', sessionFor('General User', { flags: ALL_FLAGS_ON }))).toEqual({ kind: 'redirect', to: '/403' });
    expect(decide('jobs', sessionFor('General User', { flags: ALL_FLAGS_ON }))).toEqual({ kind: 'allow' });
  });

  it('lets a job list row open the details route without ViewJobDetails, the page deciding what it shows (SPEC.md §2)', () => {
    const session = sessionFor('General User', { flags: DEFAULT_FLAGS });
    const privileges = new Set([...session.privileges].filter((privilege) => privilege !== 'ViewJobDetails'));
    expect(decide('jobPostDetails', { ...session, privileges, subject: { ...session.subject, privileges } })).toEqual({ kind: 'allow' });
    expect(decide('jobPostDetails', sessionFor('Human Resources', { flags: DEFAULT_FLAGS }))).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('moves job details to the job list in place, keeping the job id', () => {
    const general = (flags: typeof DEFAULT_FLAGS) => sessionFor('General User', { flags });
    expect(decideAccess(routeById('jobPostDetails'), general(ALL_FLAGS_ON), { jobId: 'CPT10002812' })).toEqual({
      kind: 'redirect',
      to: '/jobs/CPT10002812',
      moved: true,
    });
    expect(decideAccess(routeById('jobDetails'), general(DEFAULT_FLAGS), { jobId: 'CPT10002812' })).toEqual({
      kind: 'redirect',
      to: '/job-posts/CPT10002812',
      moved: true,
    });
    expect(decide('jobDetails', general(ALL_FLAGS_ON))).toEqual({ kind: 'allow' });
    expect(decide('jobPostDetails', general(DEFAULT_FLAGS))).toEqual({ kind: 'allow' });
  });

  it('treats insights routes as unknown without the insights flag', () => {
    expect(decide('insightsReports', sessionFor('Leadership', { flags: DEFAULT_FLAGS }))).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('insightsReports', sessionFor('Leadership', { flags: ALL_FLAGS_ON }))).toEqual({ kind: 'allow' });
  });

  it('puts home at / with the new-dashboard flag and at /dashboard without it', () => {
    expect(decide('home', sessionFor('General User', { flags: DEFAULT_FLAGS }))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide('dashboard', sessionFor('General User', { flags: DEFAULT_FLAGS }))).toEqual({ kind: 'allow' });
    expect(decide('dashboard', sessionFor('General User', { flags: ALL_FLAGS_ON }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('home', sessionFor('General User', { flags: ALL_FLAGS_ON }))).toEqual({ kind: 'allow' });
  });

  it('sends internal users without a chosen network to network selection', () => {
    const viewer = sessionFor('Internal Viewer', { network: null, flags: DEFAULT_FLAGS });
    expect(decide('home', viewer)).toEqual({ kind: 'redirect', to: '/internal-user-network-selection' });
    expect(decide('assigned', viewer)).toEqual({ kind: 'redirect', to: '/internal-user-network-selection' });
    expect(decide('networkSelection', viewer)).toEqual({ kind: 'allow' });
    expect(decide('profile', viewer)).toEqual({ kind: 'allow' });
    const msp = sessionFor('MSP Admin', { network: null, flags: DEFAULT_FLAGS });
    expect(decide('dashboard', msp)).toEqual({ kind: 'redirect', to: '/internal-user-network-selection' });
  });

  it('keeps network selection for internal viewers', () => {
    expect(decide('networkSelection', sessionFor('General User'))).toEqual({ kind: 'redirect', to: '/403' });
    expect(decide('networkSelection', sessionFor('Internal Viewer', { network: LAKESIDE }))).toEqual({ kind: 'allow' });
  });

  it('lets MSP Admin pass every privilege check once a network is chosen, but not past flags', () => {
    const msp = sessionFor('MSP Admin', { network: NORTHWIND, flags: DEFAULT_FLAGS });
    for (const id of ['assigned', 'candidates', 'jobPosts', 'userMaintenance', 'financialReport', 'networkSelection'] as const) {
      expect(decide(id, msp)).toEqual({ kind: 'allow' });
    }
    expect(decide('invoices', msp)).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('opens /reports with ViewReports alone: the metrics flag hides only its sidebar link (SPEC.md §2)', () => {
    for (const userType of ['General User', 'Finance'] as const) {
      expect(decide('reports', sessionFor(userType, { network: LAKESIDE, flags: DEFAULT_FLAGS }))).toEqual({ kind: 'allow' });
    }
    expect(decide('reports', sessionFor('Human Resources', { flags: DEFAULT_FLAGS }))).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('shows the default error screen to a user with no hospital', () => {
    expect(decide('assigned', sessionFor('General User', { hospitals: [] }))).toEqual({ kind: 'noHospitals' });
    expect(decide('profile', sessionFor('General User', { hospitals: [] }))).toEqual({ kind: 'allow' });
  });
});
