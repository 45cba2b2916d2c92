import type { ReportFilters } from '@portal/domain/api/insights';
import { describeTiming, type ScheduleTiming } from '@portal/domain/insights/report-schedule-times';

/** The filters as the report viewer's address holds them (`report-url-filters.ts` on the web side). */
const FILTER_KEYS = ['from', 'to', 'hospitalId', 'unit', 'title'] as const;

/** The viewer's address of the report with the schedule's filters: the e-mail's link. */
export const reportLink = (publicUrl: string, reportId: string, filters: ReportFilters): string => {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return `${publicUrl}/insights/reports/${encodeURIComponent(reportId)}${query ? `?${query}` : ''}`;
};

export const scheduledSubject = (reportName: string) => `Scheduled report: ${reportName}`;

export interface ScheduledMail {
  firstName: string;
  reportName: string;
  ownerName: string;
  timing: ScheduleTiming;
  /** The filters as the file's notes say them ('Hospital: All', …). */
  notes: readonly string[];
  rowCount: number;
  link: string;
  /** The attached file's name, or none when the schedule sends a link. */
  attachment?: string | undefined;
}

export const scheduledBody = (mail: ScheduledMail) =>
  [
    `Hello ${mail.firstName},`,
    '',
    mail.attachment
      ? `The report "${mail.reportName}" is attached (${mail.attachment}, ${mail.rowCount} rows).`
      : `The report "${mail.reportName}" has ${mail.rowCount} rows. Open it in the portal:`,
    '',
    ...mail.notes,
    '',
    mail.link,
    '',
    `${mail.ownerName} scheduled this e-mail (${describeTiming(mail.timing)}). The figures are the report as you see it in the portal, with your own access and hospitals. It is not sent when your view of the report has no rows.`,
  ].join('\n');
