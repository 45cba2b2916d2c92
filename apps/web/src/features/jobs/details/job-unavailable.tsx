import LinkOff from '@mui/icons-material/LinkOff';
import { AlertScreen } from '../../../components/alert-screen';
import { BackToListButton, type ListTarget } from '../../../components/back-to-list';

/** SPEC.md §8 'Job deal not found', exactly as written. */
export const JOB_UNAVAILABLE_MESSAGE =
  'We apologize, but it appears that this job status has changed and may no longer be available for viewing. Please check the link and try again, or contact your support team if you continue to have an issue.';
export const JOB_UNAVAILABLE_HEADING = 'Oops. Something went wrong';

/** A job that is not there for this user (malformed id, gone, another network's), with the way back to the list. */
export const JobUnavailable = ({ list }: { list: ListTarget }) => (
  <AlertScreen icon={LinkOff} heading={JOB_UNAVAILABLE_HEADING} message={JOB_UNAVAILABLE_MESSAGE} action={<BackToListButton list={list} />} />
);
