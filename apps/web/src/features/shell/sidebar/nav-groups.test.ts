import { describe, expect, it } from 'vitest';
import { ALL_FLAGS_ON, DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { routeById } from '@portal/domain/access/routes';
import { navGroups, type NavGroup } from './nav-groups';

const labels = (groups: NavGroup[]) => Object.fromEntries(groups.map((g) => [g.label, g.items.map((i) => i.label)]));
const groupsFor = (userType: Parameters<typeof sessionFor>[0], flags = ALL_FLAGS_ON, permissions: string[] = []) =>
  navGroups({
    subject: sessionFor(userType, { flags }).subject,
    platformPermissions: new Set(permissions),
    shiftsSiteUrl: 'https://shifts.provider.test',
  });

describe('sidebar groups', () => {
  it('shows Home with the new dashboard and Dashboard without it', () => {
    expect(labels(groupsFor('General User', ALL_FLAGS_ON)).Overview).toContain('Home');
    expect(labels(groupsFor('General User', ALL_FLAGS_ON)).Overview).not.toContain('Dashboard');
    expect(labels(groupsFor('General User', DEFAULT_FLAGS)).Overview).toContain('Dashboard');
  });

  it('shows Metrics only with ViewReports and the metrics flag', () => {
    expect(labels(groupsFor('General User', ALL_FLAGS_ON)).Overview).toContain('Metrics');
    expect(labels(groupsFor('General User', DEFAULT_FLAGS)).Overview).not.toContain('Metrics');
    expect(labels(groupsFor('Human Resources', ALL_FLAGS_ON)).Overview).not.toContain('Metrics');
  });

  it('labels every entry with the title of the page it opens, no two alike', () => {
    const items = groupsFor('MSP Admin', ALL_FLAGS_ON).flatMap((g) => g.items);
    const routes = items.filter((i) => i.kind === 'route');
    expect(routes.map((i) => i.label)).toEqual(routes.map((i) => routeById(i.routeId).label));
    expect(new Set(items.map((i) => i.label)).size).toBe(items.length);
    expect(routes.map((i) => i.label)).toEqual(expect.arrayContaining(['Metrics', 'Financial Report', 'Insights Reports', 'Insights Financial Report']));
  });

  it('leaves out groups a role cannot open, in the order of SPEC.md', () => {
    const hr = labels(groupsFor('Human Resources', DEFAULT_FLAGS));
    expect(Object.keys(hr)).toEqual(['Overview', 'Candidates', 'Assignments', 'Administration']);
    expect(hr.Assignments).toEqual(['Assigned', 'Starts / Stops', 'My Team']);
    const general = labels(groupsFor('General User', DEFAULT_FLAGS));
    expect(general.Jobs).toEqual(['Job Postings']);
    expect(labels(groupsFor('General User', ALL_FLAGS_ON)).Jobs).toEqual(['Jobs']);
  });

  it('adds Opportunities for the platform clinician role alone', () => {
    const opportunities = (platformRoleId: number | null) =>
      navGroups({ subject: sessionFor('General User', { flags: DEFAULT_FLAGS }).subject, platformPermissions: new Set(), platformRoleId, shiftsSiteUrl: 'https://shifts.provider.test' })
        .flatMap((g) => g.items)
        .filter((i) => i.label === 'Opportunities');
    expect(opportunities(1)).toHaveLength(1);
    expect(opportunities(2)).toHaveLength(0);
    expect(opportunities(null)).toHaveLength(0);
  });

  it('adds the shifts site links by permission of the new platform', () => {
    const groups = groupsFor('Client Admin', DEFAULT_FLAGS, ['assignments.view', 'users.view']);
    const external = groups.flatMap((g) => g.items).filter((i) => i.kind === 'external');
    expect(external.map((i) => [i.label, i.kind === 'external' && i.href])).toEqual([
      ['Shift Assignments', 'https://shifts.provider.test/assignments'],
      ['Users', 'https://shifts.provider.test/users'],
    ]);
    expect(groupsFor('Client Admin', DEFAULT_FLAGS).flatMap((g) => g.items).some((i) => i.kind === 'external')).toBe(false);
  });
});
