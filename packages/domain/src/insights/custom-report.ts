import { z } from 'zod';
import { DATASET_IDS, INSIGHT_DATASETS, type InsightField } from './insight-datasets';

/** Most fields a custom report may group by: more would make a table nobody reads and a costly query. */
export const CUSTOM_GROUP_BY_MAX = 3;
/** Most measures a custom report may compute. */
export const CUSTOM_MEASURES_MAX = 8;

export const GROUP_BY_TOO_LARGE = `Group by at most ${CUSTOM_GROUP_BY_MAX} fields.`;
export const FIELDS_BY_ID = 'Fields are named by their id (letters only), never by an expression or SQL.';
export const undeclaredField = (field: string, kind: 'dimension' | 'measure', dataset: string) =>
  `'${field}' is not a ${kind} of the ${dataset} dataset.`;

const fieldId = z.string().max(40).regex(/^[A-Za-z]+$/, FIELDS_BY_ID);

/**
 * What a user builds in the custom report builder: fields of one declared dataset, nothing else.
 * The API computes it with the SQL it holds for each declared field (issue 16: never SQL from the client).
 */
export const CustomReportShape = z
  .object({
    dataset: z.enum(DATASET_IDS),
    dimensions: z.array(fieldId).max(CUSTOM_GROUP_BY_MAX, GROUP_BY_TOO_LARGE),
    measures: z.array(fieldId).min(1, 'Choose at least one measure.').max(CUSTOM_MEASURES_MAX, `Choose at most ${CUSTOM_MEASURES_MAX} measures.`),
    chartType: z.enum(['bar', 'line']),
  })
  .superRefine((shape, context) => {
    const dataset = INSIGHT_DATASETS[shape.dataset];
    const check = (ids: readonly string[], declared: readonly InsightField[], kind: 'dimension' | 'measure', path: 'dimensions' | 'measures') => {
      ids.forEach((id, index) => {
        if (!declared.some((field) => field.id === id)) context.addIssue({ code: 'custom', message: undeclaredField(id, kind, dataset.label), path: [path, index] });
        else if (ids.indexOf(id) !== index) context.addIssue({ code: 'custom', message: `'${id}' is chosen twice.`, path: [path, index] });
      });
    };
    check(shape.dimensions, dataset.dimensions, 'dimension', 'dimensions');
    check(shape.measures, dataset.measures, 'measure', 'measures');
  });
export type CustomReportShape = z.infer<typeof CustomReportShape>;

