import { describe, expect, it } from 'vitest';
import { getJobs } from '@portal/domain/api/job-list';
import { callAs } from '../../test-support/call-as';
import { DEMO } from '../../test-support/test-app';
import { jobIdsOf, listJobs, useJobTestApp } from './jobs.test-kit';

const { t, northwind } = useJobTestApp();

describe('the Job # search with a pasted Job #', () => {
  it("finds the job by its whole Job #, 'CPT' prefix included, in any case", async () => {
    const target = northwind.jobs.find((job) => job.postingStatus === 'Active')!;
    expect(target.externalId).toMatch(/^CPT\d{8}$/);
    for (const pasted of [target.externalId, ` ${target.externalId.toLowerCase()} `]) {
      const found = await listJobs(t, { options: { searchName: pasted } });
      expect(jobIdsOf(found.jobs)).toEqual([target.id]);
    }
  });

  it('still refuses fewer than 6 characters after the prefix', async () => {
    const res = await callAs(t, DEMO.admin, getJobs, { options: { searchName: 'CPT10002' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter at least 6 characters of the Job #');
  });
});
