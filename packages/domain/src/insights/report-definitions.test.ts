import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlags } from '../access/feature-flags';
import { DATASET_ACCESS, mayUseInsight } from './insight-access';
import { datasetField } from './insight-datasets';
import { REPORT_DEFINITIONS, reportDefinition } from './report-definitions';

const subject = (privileges: Parameters<typeof mayUseInsight>[0]['privileges'], flags: Partial<FeatureFlags> = {}) => ({
  userType: 'General User' as const,
  privileges,
  flags: { ...FEATURE_FLAGS, ...flags },
});

describe('the insights catalogue', () => {
  it('declares every field of a report in its dataset and charts only its own measures', () => {
    for (const report of REPORT_DEFINITIONS) {
      for (const id of [...report.dimensions, ...report.measures]) expect(datasetField(report.dataset, id), `${report.id}: ${id}`).toBeDefined();
      for (const id of report.chart.measures) expect(report.measures, `${report.id}: chart ${id}`).toContain(id);
    }
  });

  it("asks of each report at least what its dataset asks, so a report never shows what a custom report on its dataset may not", () => {
    for (const report of REPORT_DEFINITIONS) {
      const needed = DATASET_ACCESS[report.dataset];
      expect(report.privileges ?? [], report.id).toEqual(expect.arrayContaining([...(needed?.privileges ?? [])]));
      expect(report.flags ?? [], report.id).toEqual(expect.arrayContaining([...(needed?.flags ?? [])]));
    }
  });

  it('opens the hours and overtime report only with ViewTimecards and the timecards flag, as the Timecards page', () => {
    const hours = reportDefinition('hours-and-overtime')!;
    expect(mayUseInsight(subject(['ViewInsights', 'ViewTimecards'], { timecards: true }), hours)).toBe(true);
    expect(mayUseInsight(subject(['ViewInsights', 'ViewTimecards'], { timecards: false }), hours)).toBe(false);
    expect(mayUseInsight(subject(['ViewInsights'], { timecards: true }), hours)).toBe(false);
    expect(mayUseInsight({ ...subject([], { timecards: true }), userType: 'MSP Admin' }, hours)).toBe(true);
  });

  it('opens the clinician evaluations report to whoever reads evaluations on an assignment', () => {
    const evaluations = reportDefinition('clinician-evaluations')!;
    expect(mayUseInsight(subject(['ViewInsights', 'ViewAssignedDetails']), evaluations)).toBe(true);
    expect(mayUseInsight(subject(['ViewInsights']), evaluations)).toBe(false);
  });

  it('adds the interview times to the review and acceptance report', () => {
    expect(reportDefinition('review-and-acceptance-by-hospital')!.measures).toEqual(expect.arrayContaining(['hoursToInterview', 'interviewToDecisionHours', 'interviews']));
  });
});
