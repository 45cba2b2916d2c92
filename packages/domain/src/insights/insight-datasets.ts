/**
 * The datasets insights reports are built from: the portal's own data, each with the fields a report
 * may group by (dimensions) or compute (measures). The API holds the SQL of each field; a report, a
 * saved or a client-built one, names fields of this table and nothing else.
 */
export type FieldFormat = 'text' | 'month' | 'week' | 'count' | 'decimal' | 'percent' | 'money';

export interface InsightField {
  id: string;
  label: string;
  format: FieldFormat;
}

export interface InsightDataset {
  label: string;
  description: string;
  /** Whether the report's date range applies (a snapshot dataset ignores it). */
  dated: boolean;
  dimensions: readonly InsightField[];
  measures: readonly InsightField[];
}

const hospital: InsightField = { id: 'hospital', label: 'Hospital', format: 'text' };
const unit: InsightField = { id: 'unit', label: 'Unit', format: 'text' };
const title: InsightField = { id: 'title', label: 'Title', format: 'text' };
const month: InsightField = { id: 'month', label: 'Month', format: 'month' };
const week: InsightField = { id: 'week', label: 'Week', format: 'week' };

export const INSIGHT_DATASETS = {
  assignmentMonths: {
    label: 'Assignments by month',
    description: 'Each assignment once for every month it runs in.',
    dated: true,
    dimensions: [month, hospital, unit, title],
    measures: [{ id: 'headcount', label: 'Headcount', format: 'count' }],
  },
  startsStops: {
    label: 'Starts and stops',
    description: 'Assignment start and end dates.',
    dated: true,
    dimensions: [week, month, hospital, unit, title],
    measures: [
      { id: 'starts', label: 'Starts', format: 'count' },
      { id: 'stops', label: 'Stops', format: 'count' },
    ],
  },
  jobFills: {
    label: 'Job postings',
    description: 'Job postings by the month they were posted, with their first offer.',
    dated: true,
    dimensions: [month, hospital, unit, title],
    measures: [
      { id: 'postings', label: 'Postings', format: 'count' },
      { id: 'offered', label: 'Postings with an offer', format: 'count' },
      { id: 'daysToFill', label: 'Average days to first offer', format: 'decimal' },
    ],
  },
  candidateDecisions: {
    label: 'Candidate decisions',
    description: 'Candidates offered or declined, by the month of the decision, and interviews, by the month they were requested.',
    dated: true,
    dimensions: [month, hospital, unit, title],
    measures: [
      { id: 'decided', label: 'Decided', format: 'count' },
      { id: 'reviewHours', label: 'Average review hours', format: 'decimal' },
      { id: 'offers', label: 'Offers', format: 'count' },
      { id: 'accepted', label: 'Offers accepted', format: 'count' },
      { id: 'acceptanceRate', label: 'Acceptance rate (%)', format: 'percent' },
      // Interviews by the month they were asked for (docs/decisions/0147-interview-times-in-review-report.md).
      { id: 'interviews', label: 'Interviews requested', format: 'count' },
      { id: 'hoursToInterview', label: 'Average hours to interview request', format: 'decimal' },
      { id: 'interviewToDecisionHours', label: 'Average hours from interview to decision', format: 'decimal' },
    ],
  },
  assignmentEnds: {
    label: 'Assignment ends',
    description: 'Assignments by the month they end, with whether an extension was requested.',
    dated: true,
    dimensions: [month, hospital, unit, title],
    measures: [
      { id: 'ending', label: 'Assignments ending', format: 'count' },
      { id: 'extended', label: 'With an extension', format: 'count' },
      { id: 'extensionRate', label: 'Extension rate (%)', format: 'percent' },
    ],
  },
  invoiceLines: {
    label: 'Invoice lines',
    description: "Invoiced weeks: amount, hours and bill rate, by the week's month.",
    dated: true,
    dimensions: [month, hospital, unit, title],
    measures: [
      { id: 'spend', label: 'Spend', format: 'money' },
      { id: 'hours', label: 'Hours', format: 'decimal' },
      { id: 'billRate', label: 'Average bill rate', format: 'money' },
    ],
  },
  complianceDocuments: {
    label: 'Compliance documents',
    description: "The compliance documents of current and upcoming assignments, by their status today.",
    dated: false,
    dimensions: [hospital, unit, title],
    measures: [
      { id: 'completed', label: 'Completed', format: 'count' },
      { id: 'expiring', label: 'Expiring soon', format: 'count' },
      { id: 'expired', label: 'Expired', format: 'count' },
      { id: 'pending', label: 'Pending', format: 'count' },
    ],
  },
  timecardWeeks: {
    label: 'Timecard weeks',
    description: 'Approved and adjusted timecards: hours worked, scheduled and overtime, by the week worked.',
    dated: true,
    dimensions: [week, month, hospital, unit, title],
    measures: [
      { id: 'hoursWorked', label: 'Hours worked', format: 'decimal' },
      { id: 'scheduledHours', label: 'Scheduled hours', format: 'decimal' },
      { id: 'overtimeHours', label: 'Overtime hours', format: 'decimal' },
      { id: 'overtimeShare', label: 'Overtime share (%)', format: 'percent' },
      // One timecard per assignment and week: in a week, the clinicians who worked.
      { id: 'weeks', label: 'Clinician weeks', format: 'count' },
    ],
  },
  clinicianEvaluations: {
    label: 'Clinician evaluations',
    description: 'End-of-assignment evaluations, by the day they were written.',
    dated: true,
    dimensions: [month, hospital, unit, title],
    measures: [
      { id: 'clinicalSkills', label: 'Clinical skills (average)', format: 'decimal' },
      { id: 'reliability', label: 'Reliability (average)', format: 'decimal' },
      { id: 'teamwork', label: 'Teamwork (average)', format: 'decimal' },
      { id: 'rehireRate', label: 'Rated Preferred (%)', format: 'percent' },
      { id: 'doNotReturn', label: 'Do not return', format: 'count' },
      { id: 'evaluations', label: 'Evaluations', format: 'count' },
    ],
  },
} as const satisfies Record<string, InsightDataset>;

export type DatasetId = keyof typeof INSIGHT_DATASETS;
export const DATASET_IDS = Object.keys(INSIGHT_DATASETS) as DatasetId[];

export const datasetField = (dataset: DatasetId, fieldId: string): InsightField | undefined => {
  const fields: readonly InsightField[] = [...INSIGHT_DATASETS[dataset].dimensions, ...INSIGHT_DATASETS[dataset].measures];
  return fields.find((field) => field.id === fieldId);
};
