import type { InsightAccess } from './insight-access';
import type { DatasetId } from './insight-datasets';

export type ChartType = 'bar' | 'line';

/** A catalogue report: which dataset, grouped how, computing what, drawn how. */
export interface ReportDefinition extends InsightAccess {
  id: string;
  name: string;
  description: string;
  dataset: DatasetId;
  /** Group-by fields, in table order; the first is the chart's x axis. */
  dimensions: readonly string[];
  measures: readonly string[];
  /** The measures the chart draws (the table shows every measure). */
  chart: { type: ChartType; measures: readonly string[] };
}

/**
 * The insights catalogue: issue 16's seven reports over the portal's own data, and the hours and
 * evaluations reports of issues 36 and 34. A report's `privileges` and `flags` (beyond the insights
 * rule) include its dataset's `DATASET_ACCESS`: the spend report shows money (ViewFinances), the
 * hours report the Timecards page's weeks.
 */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  {
    id: 'headcount-by-hospital-unit',
    name: 'Headcount on Assignment',
    description: 'Clinicians on assignment each month, by hospital and unit.',
    dataset: 'assignmentMonths',
    dimensions: ['month', 'hospital', 'unit'],
    measures: ['headcount'],
    chart: { type: 'line', measures: ['headcount'] },
  },
  {
    id: 'starts-stops-by-week',
    name: 'Starts and Stops by Week',
    description: 'Assignments starting and ending each week.',
    dataset: 'startsStops',
    dimensions: ['week'],
    measures: ['starts', 'stops'],
    chart: { type: 'bar', measures: ['starts', 'stops'] },
  },
  {
    id: 'time-to-fill-by-title',
    name: 'Time to Fill by Title',
    description: 'Days from posting a job to its first offer, by title.',
    dataset: 'jobFills',
    dimensions: ['title'],
    measures: ['daysToFill', 'postings', 'offered'],
    chart: { type: 'bar', measures: ['daysToFill'] },
  },
  {
    id: 'review-and-acceptance-by-hospital',
    name: 'Candidate Review Time and Offer Acceptance',
    description: 'Hours from submission to decision and the share of offers accepted, and the hours to and after interviews, by hospital.',
    dataset: 'candidateDecisions',
    dimensions: ['hospital'],
    measures: ['reviewHours', 'acceptanceRate', 'decided', 'offers', 'accepted', 'hoursToInterview', 'interviewToDecisionHours', 'interviews'],
    chart: { type: 'bar', measures: ['reviewHours', 'acceptanceRate'] },
  },
  {
    id: 'extension-rate',
    name: 'Extension Rate',
    description: 'The share of ending assignments with an extension request, by month.',
    dataset: 'assignmentEnds',
    dimensions: ['month'],
    measures: ['extensionRate', 'ending', 'extended'],
    chart: { type: 'line', measures: ['extensionRate'] },
  },
  {
    id: 'spend-and-bill-rate',
    name: 'Spend and Bill Rate',
    description: 'Invoiced spend, hours and average bill rate by month, facility, unit and title.',
    dataset: 'invoiceLines',
    dimensions: ['month', 'hospital', 'unit', 'title'],
    measures: ['spend', 'hours', 'billRate'],
    chart: { type: 'bar', measures: ['spend'] },
    privileges: ['ViewFinances'],
  },
  {
    id: 'document-compliance-by-hospital',
    name: 'Document Compliance by Hospital',
    description: 'Compliance documents completed, expiring soon, expired and pending, by hospital.',
    dataset: 'complianceDocuments',
    dimensions: ['hospital'],
    measures: ['completed', 'expiring', 'expired', 'pending'],
    chart: { type: 'bar', measures: ['completed', 'expiring', 'expired', 'pending'] },
  },
  {
    id: 'hours-and-overtime',
    name: 'Hours and Overtime',
    description: 'Hours worked, scheduled and overtime from approved and adjusted timecards, by week and unit.',
    dataset: 'timecardWeeks',
    dimensions: ['week', 'unit'],
    measures: ['hoursWorked', 'scheduledHours', 'overtimeHours', 'overtimeShare', 'weeks'],
    chart: { type: 'bar', measures: ['hoursWorked', 'overtimeHours'] },
    privileges: ['ViewTimecards'],
    flags: ['timecards'],
  },
  {
    id: 'clinician-evaluations',
    name: 'Clinician Evaluations',
    description: 'Average ratings, the share rated Preferred and the do-not-returns of end-of-assignment evaluations, by unit and title.',
    dataset: 'clinicianEvaluations',
    dimensions: ['unit', 'title'],
    measures: ['clinicalSkills', 'reliability', 'teamwork', 'rehireRate', 'doNotReturn', 'evaluations'],
    // Bars stack per title (docs/decisions/0121-chart-series-and-whole-names.md), so the chart draws counts, which add up; the averages are in the table.
    chart: { type: 'bar', measures: ['evaluations', 'doNotReturn'] },
    privileges: ['ViewAssignedDetails'],
  },
];

export const reportDefinition = (id: string): ReportDefinition | undefined => REPORT_DEFINITIONS.find((report) => report.id === id);
