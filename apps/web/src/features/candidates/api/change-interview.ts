import { useMutation } from '@tanstack/react-query';
import { changeInterview, type ChangeInterviewRequest } from '@portal/domain/api/interviews';
import {
  INTERVIEW_CANCELLED_TOAST,
  INTERVIEW_CONFIRMED_TOAST,
  INTERVIEW_RESCHEDULED_TOAST,
} from '@portal/domain/interviews/interview-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { interviewFailureText, useInterviewRefresh } from '@/lib/interviews/interview-change-failure';

const DONE: Record<ChangeInterviewRequest['action'], string> = {
  choose: INTERVIEW_CONFIRMED_TOAST,
  reschedule: INTERVIEW_RESCHEDULED_TOAST,
  cancel: INTERVIEW_CANCELLED_TOAST,
};

/** Interviews/{id} PUT at the version the user saw: choose one of the provider's times, propose new ones, or cancel. */
export const useChangeInterview = (interviewId: string) => {
  const toast = useToast();
  const refresh = useInterviewRefresh();
  return useMutation({
    mutationFn: (body: ChangeInterviewRequest) => callApi(changeInterview, { params: { id: interviewId }, body }),
    onSuccess: async (_result, body) => {
      toast.success(DONE[body.action]);
      await refresh();
    },
    onError: async (error) => {
      reportError(error, changeInterview.name);
      toast.error(interviewFailureText(error));
      if (errorStatus(error) === 409) await refresh();
    },
  });
};
