import LinkOff from '@mui/icons-material/LinkOff';
import { CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import { SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, type ListTarget } from '@/components/back-to-list';

/** A candidate that is not there for this user (malformed id, vanished, another network's), with the way back to the list. */
export const CandidateUnavailable = ({ list }: { list: ListTarget }) => (
  <AlertScreen icon={LinkOff} heading={SOMETHING_WENT_WRONG_HEADING} message={CANDIDATE_NOT_FOUND} action={<BackToListButton list={list} />} />
);
