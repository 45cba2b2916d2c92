import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignmentFilterCounts,
  AssignmentListResponse,
  getAssignedFilterCounts,
  getAssignedFilterOptions,
  getAssignedList,
  getStartsStopsFilterCounts,
  getStartsStopsFilterOptions,
  getStartsStopsList,
  type AssignedOptions,
  type StartsStopsOptions,
} from '@portal/domain/api/assigned';
import type { FilterCount } from '@portal/domain/lists/list-request';
import { callAs } from '../../test-support/call-as';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const assignedCounts = async (options: AssignedOptions, call = getAssignedFilterCounts) => {
  const res = await callAs(t, DEMO.admin, call, { options });
  expect(res.statusCode, res.body).toBe(200);
  return AssignmentFilterCounts.parse(res.json());
};

const assignedCount = async (options: AssignedOptions) =>
  AssignmentListResponse.parse((await callAs(t, DEMO.admin, getAssignedList, { options })).json()).count;

const sum = (options: readonly FilterCount[]) => options.reduce((total, option) => total + option.count, 0);
const sortedByName = (options: readonly { name: string }[]) =>
  options.map((o) => o.name).join('|') === [...options.map((o) => o.name)].sort((a, b) => a.localeCompare(b, 'en')).join('|');

describe('Assigned filter counts', () => {
  it('answers the same under both names', async () => {
    expect(await assignedCounts({}, getAssignedFilterOptions)).toEqual(await assignedCounts({}));
  });

  it('counts every group over the rows the list shows, options sorted by name', async () => {
    const counts = await assignedCounts({});
    const listed = await assignedCount({});
    expect(counts.resultCount).toBe(listed);
    for (const group of [counts.hospitalCount, counts.unitCount, counts.titleCount, counts.regionCount, counts.unitManagerCount]) {
      expect(group.length).toBeGreaterThan(1);
      expect(sortedByName(group)).toBe(true);
    }
    // Every row has one hospital, unit, title, shift and region; retention types and managers may be missing.
    expect(sum(counts.hospitalCount)).toBe(listed);
    expect(sum(counts.unitCount)).toBe(listed);
    expect(sum(counts.titleCount)).toBe(listed);
    expect(sum(counts.regionCount)).toBe(listed);
    expect(counts.shiftCount.reduce((total, shift) => total + shift.value, 0)).toBe(listed);
    expect(sum(counts.unitManagerCount)).toBeLessThanOrEqual(listed);
    expect(counts.titleCount.every((option) => option.ids.length === 1 && option.ids[0] === option.name)).toBe(true);
  });

  it('groups the units of several hospitals that share a name under one option', async () => {
    const { unitCount } = await assignedCounts({});
    const shared = unitCount.find((option) => option.ids.length > 1);
    expect(shared).toBeDefined();
    expect(await assignedCount({ unitRequests: shared!.ids })).toBe(shared!.count);
  });

  it("agrees with the list: each option's count is the list's count with it chosen", async () => {
    const counts = await assignedCounts({});
    const checks: [AssignedOptions, number][] = [
      [{ hospitalRequests: counts.hospitalCount[0]!.ids }, counts.hospitalCount[0]!.count],
      [{ regionRequests: counts.regionCount[1]!.ids }, counts.regionCount[1]!.count],
      [{ titleRequests: counts.titleCount[0]!.ids }, counts.titleCount[0]!.count],
      [{ unitManagerRequests: counts.unitManagerCount[0]!.ids }, counts.unitManagerCount[0]!.count],
      [{ retentionTypeRequests: counts.retentionTypeCount[0]!.ids }, counts.retentionTypeCount[0]!.count],
      [{ shiftRequests: [counts.shiftCount[0]!.key] }, counts.shiftCount[0]!.value],
    ];
    for (const [options, count] of checks) expect(await assignedCount(options), JSON.stringify(options)).toBe(count);
  });

  it("counts a group over the other groups' selections but not its own", async () => {
    const all = await assignedCounts({});
    const hospital = all.hospitalCount[0]!;
    const title = all.titleCount[0]!;
    const options = { hospitalRequests: hospital.ids, titleRequests: title.ids };
    const both = await assignedCounts(options);
    expect(both.resultCount).toBe(await assignedCount(options));
    // The hospital options still list every hospital, counted within the chosen title...
    expect(both.hospitalCount.map((o) => o.name)).toEqual(all.hospitalCount.map((o) => o.name));
    expect(sum(both.hospitalCount)).toBe(await assignedCount({ titleRequests: title.ids }));
    // ...and the title options are counted within the chosen hospital.
    expect(sum(both.titleCount)).toBe(await assignedCount({ hospitalRequests: hospital.ids }));
    expect(both.titleCount.find((o) => o.name === title.name)!.count).toBe(both.resultCount);
  });

  it('follows the search and statuses', async () => {
    const completed = await assignedCounts({ statuses: ['Completed Assignment'] });
    expect(completed.resultCount).toBe(await assignedCount({ statuses: ['Completed Assignment'] }));
    const [row] = AssignmentListResponse.parse((await callAs(t, DEMO.admin, getAssignedList, { pageSize: 1 })).json()).data;
    const searched = await assignedCounts({ searchName: row!.travelerLastName });
    expect(searched.resultCount).toBe(await assignedCount({ searchName: row!.travelerLastName }));
    expect(searched.resultCount).toBeGreaterThan(0);
    expect(searched.resultCount).toBeLessThan(await assignedCount({}));
    expect(sum(searched.hospitalCount)).toBe(searched.resultCount);
  });
});

describe('Starts / Stops filter counts', () => {
  it('counts within the window and agrees with the list', async () => {
    for (const options of [{}, { NextNDateType: 'Starts', NextNDays: 30 }, { statuses: ['On Assignment'], NextNDateType: 'Stops' }] as StartsStopsOptions[]) {
      const res = await callAs(t, DEMO.admin, getStartsStopsFilterCounts, { options });
      const counts = AssignmentFilterCounts.parse(res.json());
      const listed = AssignmentListResponse.parse((await callAs(t, DEMO.admin, getStartsStopsList, { options })).json()).count;
      expect(counts.resultCount, JSON.stringify(options)).toBe(listed);
      expect(sum(counts.hospitalCount)).toBe(listed);
      const older = await callAs(t, DEMO.admin, getStartsStopsFilterOptions, { options });
      expect(older.json()).toEqual(counts);
    }
  });
});
