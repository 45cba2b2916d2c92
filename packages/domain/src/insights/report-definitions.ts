import type { Privilege } from '../access/privileges';
import type { DatasetId } from './insight-datasets';

export type ChartType = 'bar' | 'line';

/** A catalogue report: which dataset, grouped how, computing what, drawn how. */
export interface ReportDefinition {
  id: string;
  name: string;
  description: string;
  dataset: DatasetId;
  /** Group-by fields, in table order; the first is the chart's x axis. */
  dimensions: readonly string[];
  measures: readonly string[];
  /** The measures the chart draws (the table shows every measure). */
  chart: { type: ChartType; measures: readonly string[] };
  /** Privileges needed beyond the insights rule (the spend report shows money: ViewFinances). */
  privileges?: readonly Privilege[];
}

/** The insights catalogue (issue 16): the seven reports over the portal's own data. */
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
    description: 'Hours from submission to decision and the share of offers accepted, by hospital.',
    dataset: 'candidateDecisions',
    dimensions: ['hospital'],
    measures: ['reviewHours', 'acceptanceRate', 'decided', 'offers', 'accepted'],
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
];

export const reportDefinition = (id: string): ReportDefinition | undefined => REPORT_DEFINITIONS.find((report) => report.id === id);
