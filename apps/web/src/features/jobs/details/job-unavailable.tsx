import LinkOff from '@mui/icons-material/LinkOff';
import { JOB_UNAVAILABLE } from '@portal/domain/jobs/job-messages';
import { SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, type ListTarget } from '@/components/back-to-list';

/** A job that is not there for this user (malformed id, gone, another network's), with the way back to the list. */
export const JobUnavailable = ({ list }: { list: ListTarget }) => (
  <AlertScreen icon={LinkOff} heading={SOMETHING_WENT_WRONG_HEADING} message={JOB_UNAVAILABLE} action={<BackToListButton list={list} />} />
);
