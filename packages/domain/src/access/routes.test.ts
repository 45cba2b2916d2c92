import { describe, expect, it } from 'vitest';
import { allows, can, flagsAllow, type AccessSubject } from './access-rule';
import { FEATURE_FLAGS, type FeatureFlags } from './feature-flags';
import { jobDetailsPath, movedRoute, PORTAL_ROUTES, routeById, type RouteId } from './routes';
import { USER_TYPES, type UserTypeName } from './user-types';

const subjectFor = (name: UserTypeName, flags: Partial<FeatureFlags> = {}): AccessSubject => {
  const type = USER_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(name);
  return { userType: type.name, privileges: new Set(type.privileges), flags: { ...FEATURE_FLAGS, ...flags } };
};

const allOn = Object.fromEntries(Object.keys(FEATURE_FLAGS).map((k) => [k, true])) as FeatureFlags;
const opens = (name: UserTypeName, id: RouteId, flags: Partial<FeatureFlags> = {}) => allows(subjectFor(name, flags), routeById(id).rule);

describe('route rules of SPEC.md §6', () => {
  it('keeps job postings from Finance and invoices from Human Resources', () => {
    expect(opens('Finance', 'jobPosts')).toBe(false);
    expect(opens('Human Resources', 'invoices', { invoicing: true })).toBe(false);
    expect(opens('General User', 'jobPosts')).toBe(true);
    expect(opens('Finance', 'invoices', { invoicing: true })).toBe(true);
  });

  it('needs the invoicing flag for invoices, whoever asks', () => {
    expect(opens('Client Admin', 'invoices', { invoicing: false })).toBe(false);
    expect(opens('MSP Admin', 'invoices', { invoicing: false })).toBe(false);
    expect(opens('MSP Admin', 'invoices', { invoicing: true })).toBe(true);
  });

  it('swaps /job-posts for /jobs with the unified job experience flag', () => {
    expect(opens('General User', 'jobPosts', { unifiedJobExperience: true })).toBe(false);
    expect(opens('General User', 'jobs', { unifiedJobExperience: true })).toBe(true);
    expect(opens('General User', 'jobs', { unifiedJobExperience: false })).toBe(false);
  });

  it('opens home only with the new-dashboard flag, and profile, dashboard, 404 and 403 to all', () => {
    expect(opens('Finance', 'home')).toBe(false);
    expect(opens('Finance', 'home', { newDashboard: true })).toBe(true);
    for (const id of ['profile', 'dashboard', 'notFound', 'forbidden'] as const) {
      for (const type of USER_TYPES) expect(opens(type.name, id)).toBe(true);
    }
  });

  it('gives insights to internal viewers or ViewInsights holders, only with the insights flag', () => {
    expect(opens('Internal Viewer', 'insightsReports', { insights: true })).toBe(true);
    expect(opens('Leadership', 'insightsReports', { insights: true })).toBe(true);
    expect(opens('Finance', 'insightsReports', { insights: true })).toBe(false);
    expect(opens('Leadership', 'insightsReports', { insights: false })).toBe(false);
    expect(opens('Leadership', 'insightsDashboard', { insights: true, embeddedReport: false })).toBe(false);
    expect(opens('Leadership', 'insightsCustomReports', allOn)).toBe(true);
    expect(opens('Internal Viewer', 'insightsCustomReports', allOn)).toBe(false);
    expect(opens('Finance', 'insightsFinancialReport', { insights: true })).toBe(true);
  });

  it('keeps network selection for internal viewers with the internal-user flag', () => {
    expect(opens('Internal Viewer', 'networkSelection')).toBe(true);
    expect(opens('Internal Viewer', 'networkSelection', { internalUser: false })).toBe(false);
    expect(opens('Client Admin', 'networkSelection')).toBe(false);
  });

  it('lets MSP Admin pass every privilege check', () => {
    const msp = subjectFor('MSP Admin');
    const flagged = PORTAL_ROUTES.filter((route) => flagsAllow(allOn, route.rule));
    expect(flagged.map((r) => r.id)).not.toContain('jobPosts');
    for (const route of flagged) expect(allows({ ...msp, flags: allOn }, route.rule), route.id).toBe(true);
    expect(can({ ...msp, privileges: new Set() }, 'CreateUser')).toBe(true);
  });

  it('gives documents to Human Resources but not to Finance (§6 user-type descriptions)', () => {
    expect(can(subjectFor('Human Resources'), 'DownloadProtocolDocument')).toBe(true);
    expect(can(subjectFor('Finance'), 'DownloadProtocolDocument')).toBe(false);
    expect(can(subjectFor('Finance'), 'DownloadCandidateDocuments')).toBe(false);
    expect(can(subjectFor('General User'), 'DownloadProtocolDocument')).toBe(true);
  });

  it('has one route per path', () => {
    const paths = PORTAL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('job details follow the job list in place', () => {
  const unified = { ...FEATURE_FLAGS, unifiedJobExperience: true };

  it('links to /jobs/{id} with the unified-job flag and /job-posts/{id} without it', () => {
    expect(jobDetailsPath(unified, 'CPT10002812')).toBe('/jobs/CPT10002812');
    expect(jobDetailsPath(FEATURE_FLAGS, 'CPT10002812')).toBe('/job-posts/CPT10002812');
    expect(jobDetailsPath(FEATURE_FLAGS, 'a/b')).toBe('/job-posts/a%2Fb');
  });

  it('sends the other address on to the one in place, and leaves every other route alone', () => {
    expect(movedRoute('jobPostDetails', unified)?.id).toBe('jobDetails');
    expect(movedRoute('jobDetails', FEATURE_FLAGS)?.id).toBe('jobPostDetails');
    expect(movedRoute('jobDetails', unified)).toBeUndefined();
    expect(movedRoute('jobPostDetails', FEATURE_FLAGS)).toBeUndefined();
    expect(movedRoute('jobPosts', unified)).toBeUndefined();
  });
});
