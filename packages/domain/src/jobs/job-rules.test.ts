import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../access/feature-flags';
import type { Privilege } from '../access/privileges';
import type { UserTypeName } from '../access/user-types';
import { jobActions } from './job-rules';

const APPROVER_PRIVILEGES: Privilege[] = ['EditRequest', 'Approver', 'ApproveRequisitions', 'RejectRequisitions', 'CloseRequest'];

const subject = (userType: UserTypeName, relation: { isDesignatedApprover?: boolean; isCreator?: boolean } = {}) => ({
  userType,
  privileges: APPROVER_PRIVILEGES,
  flags: { ...FEATURE_FLAGS, closeJob: true },
  isDesignatedApprover: relation.isDesignatedApprover ?? false,
  isCreator: relation.isCreator ?? false,
});

describe('jobActions: two-step approval', () => {
  it('lets a designated approver or an admin approve and decline a job waiting for approval', () => {
    const everything = { edit: true, approve: true, decline: true, close: true };
    expect(jobActions('Pending Approval', subject('General User', { isDesignatedApprover: true }))).toEqual(everything);
    expect(jobActions('Pending Approval', subject('Client Admin'))).toEqual(everything);
    expect(jobActions('Pending Approval', subject('General User'))).toEqual({ edit: false, approve: false, decline: false, close: true });
  });

  it('never lets the creator approve, decline or edit (approve) their own job waiting for approval', () => {
    const ownJob = { edit: false, approve: false, decline: false, close: true };
    expect(jobActions('Pending Approval', subject('General User', { isDesignatedApprover: true, isCreator: true }))).toEqual(ownJob);
    expect(jobActions('Pending Approval', subject('Client Admin', { isCreator: true }))).toEqual(ownJob);
  });

  it('still lets the creator edit their job once it no longer waits for approval', () => {
    expect(jobActions('Active', subject('General User', { isCreator: true }))).toEqual({ edit: true, approve: false, decline: false, close: true });
  });
});
