import { describe, expect, it } from 'vitest';
import { flagsFromServerList, serverFlagKey, clientFlagKey, FEATURE_FLAGS } from './feature-flags';
import { canAccessList } from '../users/user-rules';
import { USER_TYPES, userTypeByName, userTypeFromGroups, userTypeGroup } from './user-types';

describe('user types', () => {
  it('reads the user type from prefixed group strings', () => {
    expect(userTypeFromGroups(['Everyone', userTypeGroup('Finance')])?.name).toBe('Finance');
    expect(userTypeFromGroups(['Client Portal Travel User Type: Nobody'])).toBeUndefined();
  });

  it('does not offer Client Admin for selection, and only General User may approve jobs among restricted types', () => {
    expect(USER_TYPES.find((t) => t.name === 'Client Admin')?.selectable).toBe(false);
    const restricted = USER_TYPES.filter((t) => t.restricted).map((t) => t.name);
    expect(restricted.sort()).toEqual(['Finance', 'General User', 'Human Resources']);
  });

  it("gives SPEC.md §6's facility user (Unit Leadership) what a General User has, but job postings view-only", () => {
    const general = new Set<string>(userTypeByName('General User')!.privileges);
    const facility = new Set<string>(userTypeByName('Unit Leadership')!.privileges);
    const jobChanges = ['CreateRequest', 'EditRequest', 'Approver', 'ApproveRequisitions', 'RejectRequisitions', 'CloseRequest'];
    expect([...general].filter((privilege) => !facility.has(privilege)).sort()).toEqual([...jobChanges].sort());
    expect([...facility].filter((privilege) => !general.has(privilege))).toEqual([]);
    for (const held of ['ViewRequests', 'ViewJobDetails', 'ViewInvoices', 'DownloadCandidateDocuments', 'ViewCreateExtension', 'CreateExtension', 'EditAssignmentNotes']) {
      expect(facility, held).toContain(held);
    }
    expect(canAccessList('Unit Leadership', true)).toEqual([...canAccessList('General User', true).map((entry) => (entry === 'Job Postings' ? 'Job Postings (view only)' : entry))]);
    expect(canAccessList('Unit Leadership', false)).not.toContain('Invoices');
  });

  it('has unique ids and names', () => {
    expect(new Set(USER_TYPES.map((t) => t.id)).size).toBe(USER_TYPES.length);
    expect(new Set(USER_TYPES.map((t) => t.name)).size).toBe(USER_TYPES.length);
  });
});

describe('feature flags', () => {
  it("turns server keys to camel case and reads 'True' as on", () => {
    expect(serverFlagKey('newDashboard')).toBe('NewDashboard');
    expect(clientFlagKey('NewDashboard')).toBe('newDashboard');
    const flags = flagsFromServerList([
      { key: 'NewDashboard', value: 'True' },
      { key: 'CountsV2', value: 'False' },
      { key: 'Invoicing', value: 'true' },
      { key: 'UnknownFlag', value: 'True' },
    ]);
    expect(flags.newDashboard).toBe(true);
    expect(flags.countsV2).toBe(false);
    expect(flags.invoicing).toBe(false);
    expect(flags.protocolArchive).toBe(FEATURE_FLAGS.protocolArchive);
  });
});
