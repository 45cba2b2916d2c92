import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { requestInterview, type RequestInterviewRequest } from '@portal/domain/api/interviews';
import { INTERVIEW_REQUESTED_TOAST } from '@portal/domain/interviews/interview-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus, hasStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { interviewFailureText, useInterviewRefresh } from '@/lib/interviews/interview-change-failure';

/** Candidates/{id}/Interview POST, with one Idempotency-Key per attempt as a decision has. */
export const useRequestInterview = (dealId: string) => {
  const toast = useToast();
  const refresh = useInterviewRefresh();
  const idempotencyKey = useRef(crypto.randomUUID());
  return useMutation({
    mutationFn: (body: RequestInterviewRequest) =>
      callApi(requestInterview, { params: { id: dealId }, body, headers: { 'Idempotency-Key': idempotencyKey.current } }),
    onSuccess: async () => {
      idempotencyKey.current = crypto.randomUUID();
      toast.success(INTERVIEW_REQUESTED_TOAST);
      await refresh();
    },
    onError: async (error) => {
      if (hasStatus(error)) idempotencyKey.current = crypto.randomUUID();
      reportError(error, requestInterview.name);
      toast.error(interviewFailureText(error));
      if (errorStatus(error) === 409) await refresh();
    },
  });
};

