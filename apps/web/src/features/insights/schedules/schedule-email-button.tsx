import { useState } from 'react';
import Button from '@mui/material/Button';
import ScheduleSend from '@mui/icons-material/ScheduleSend';
import type { ReportFilters } from '@portal/domain/api/insights';
import { ScheduleEmailDialog } from './schedule-email-dialog';
import { SCHEDULE_EMAIL } from './schedule-options';

interface ScheduleEmailButtonProps {
  reportId: string;
  reportName: string;
  filters: ReportFilters;
  disabled?: boolean;
}

/** The viewer's action that opens the schedule dialog with the page's filters. */
export const ScheduleEmailButton = ({ reportId, reportName, filters, disabled }: ScheduleEmailButtonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ScheduleSend />} onClick={() => setOpen(true)} disabled={disabled}>
        {SCHEDULE_EMAIL}
      </Button>
      <ScheduleEmailDialog open={open} onClose={() => setOpen(false)} reportId={reportId} reportName={reportName} filters={filters} />
    </>
  );
};
