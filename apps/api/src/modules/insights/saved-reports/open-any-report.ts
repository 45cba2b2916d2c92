import type { ReportFilters } from '@portal/domain/api/insights';
import type { ReportDefinition } from '@portal/domain/insights/report-definitions';
import type { Actor } from '../../../context/actor';
import type { Visibility } from '../../../context/visibility';
import type { Tx } from '../../../db/tenant';
import { openReport } from '../insight-report';
import { openSavedReport, SAVED_REPORT_ID } from './saved-report-rows';

export interface OpenedReport {
  definition: ReportDefinition;
  /** A saved custom report: it changes when its owner edits it, so its results are not cached by id. */
  saved: boolean;
  /** A saved report's filters as the actor may use them; none for a catalogue report. */
  savedFilters: ReportFilters;
}

/** A catalogue report by its slug or a saved custom report by its uuid, as the user may open it (404/403 otherwise). */
export const openAnyReport = async (tx: Tx, actor: Actor, visibility: Visibility, reportId: string): Promise<OpenedReport> => {
  if (!SAVED_REPORT_ID.test(reportId)) return { definition: openReport(actor.access, reportId), saved: false, savedFilters: {} };
  const { definition, filters } = await openSavedReport(tx, actor, visibility, reportId);
  return { definition, saved: true, savedFilters: filters };
};
