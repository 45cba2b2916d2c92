import type { AccessSubject } from '@portal/domain/access/access-rule';
import type { ReportDefinition } from '@portal/domain/insights/report-definitions';
import type { Tx } from '../../../db/tenant';
import { openReport } from '../insight-report';
import { openSavedReport, SAVED_REPORT_ID } from './saved-report-rows';

export interface OpenedReport {
  definition: ReportDefinition;
  /** A saved custom report: it changes when its owner edits it, so its results are not cached by id. */
  saved: boolean;
}

/** A catalogue report by its slug or a saved custom report by its uuid, as the user may open it (404/403 otherwise). */
export const openAnyReport = async (tx: Tx, subject: AccessSubject, userId: string, reportId: string): Promise<OpenedReport> =>
  SAVED_REPORT_ID.test(reportId)
    ? { definition: await openSavedReport(tx, subject, userId, reportId), saved: true }
    : { definition: openReport(subject, reportId), saved: false };
