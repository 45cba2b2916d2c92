import { useState } from 'react';
import Button from '@mui/material/Button';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import type { CandidateInterview } from '@portal/domain/api/interviews';
import { REQUEST_INTERVIEW } from '@portal/domain/interviews/interview-rules';
import { RequestInterviewDrawer } from '@/components/interview-request/request-interview-drawer';
import { candidateName } from '../list/candidate-columns';

/** 'Request interview', shown when the server says this user may ask for one of this candidate now. */
export const RequestInterviewButton = ({ candidate, state }: { candidate: CandidateDetails; state: CandidateInterview | undefined }) => {
  const [open, setOpen] = useState(false);
  if (!state?.actions.request) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {REQUEST_INTERVIEW}
      </Button>
      {open && <RequestInterviewDrawer open onClose={() => setOpen(false)} dealId={candidate.dealId} candidateName={candidateName(candidate)} state={state} />}
    </>
  );
};
