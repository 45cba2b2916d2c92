import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { JobDetails } from '@portal/domain/api/jobs';
import type { JobReplacementDraft } from '@portal/domain/api/replacements';
import { REPLACE_JOB_SUBTITLE } from '@portal/domain/jobs/replacement-rules';
import { emptyJobForm, jobFormSchema, toJobFields, type JobForm, type JobFormContext } from '@portal/domain/jobs/job-form';
import { JOB_APPROVE_QUESTION, JOB_CREATE_FAILED, JOB_UPDATE_FAILED } from '@portal/domain/jobs/job-messages';
import { DateField } from '@/components/form-fields/date-field';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SelectField } from '@/components/form-fields/select-field';
import { SectionError } from '@/components/section-error';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useSession } from '@/lib/session/session-context';
import { useAddJob } from '../api/add-job';
import { jobChangeFailureMessage } from '../api/job-change-failure';
import { useUpdateJob } from '../api/update-job';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DURATION_OPTIONS, hospitalLabel } from './job-form-options';
import { HospitalLookupSelect } from './hospital-lookup-select';
import { useJobFormLookups } from './use-job-form-lookups';

/** Texts of SPEC.md §2 and §5, exactly as written (the titles are ours). */
export const ADD_JOB_TITLE = 'Add Job';
export const EDIT_JOB_TITLE = 'Edit Job';
export const ADD_JOB_SUBTITLE = 'Fill out the form to add job posting.';
export const EDIT_JOB_SUBTITLE = 'Update form to edit job posting and approve.';
export const SUBMIT_BUTTON = 'Submit';
export const APPROVE_BUTTON = 'Approve';
export const APPROVE_QUESTION = JOB_APPROVE_QUESTION;

export interface JobDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The job to edit and approve; without one the drawer adds a job. */
  job?: JobDetails;
  /** A new job that replaces an ending assignment, prefilled from it (docs/decisions/0161-replace-an-ending-assignment.md). */
  draft?: JobReplacementDraft;
}

const formOfDraft = (draft: JobReplacementDraft): JobForm => ({
  hospitalId: draft.hospitalId,
  unitId: draft.unitId,
  titleId: draft.jobTitleId === null ? '' : String(draft.jobTitleId),
  positions: String(draft.availablePositions),
  reasonRequest: draft.reasonRequest,
  shiftId: draft.shiftId === null ? '' : String(draft.shiftId),
  shiftLengthId: draft.shiftLengthId === null ? '' : String(draft.shiftLengthId),
  assignmentDuration: draft.duration,
  startDate: draft.startDate,
  notes: draft.notes,
  approverId: '',
});

const formOf = (job: JobDetails): JobForm => ({
  hospitalId: job.hospitalId,
  unitId: job.unitId,
  titleId: String(job.jobTitleId),
  positions: String(job.availablePositions),
  reasonRequest: job.reasonRequest,
  shiftId: String(job.shiftId),
  shiftLengthId: String(job.shiftLengthId),
  assignmentDuration: job.duration,
  startDate: job.startDate,
  notes: job.notes ?? '',
  approverId: '',
});

/** Answering No to 'Do you want to Approve?' keeps the drawer open with what was entered. */
class NotApproved extends Error {}

/**
 * The Add / Edit job side drawer of SPEC.md §2. Each version of a job gets a fresh form, so after an
 * approval the drawer starts from the job as it now reads.
 */
export const JobDrawer = (props: JobDrawerProps) => (
  <JobDrawerForm key={props.job ? `${props.job.jobId}@${props.job.version}` : (props.draft?.replacesAssignmentId ?? 'new')} {...props} />
);

const JobDrawerForm = ({ open, onClose, job, draft }: JobDrawerProps) => {
  const session = useSession();
  const editing = job !== undefined;
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [defaults] = useState(() => {
    if (job) return formOf(job);
    if (draft) return formOfDraft(draft);
    const only = session.hospitals.length === 1 ? session.hospitals[0]!.hospitalId : '';
    return emptyJobForm(only);
  });
  // A replacement is posted at the hospital of the assignment it replaces.
  const needsHospital = !editing && !draft && session.hospitals.length > 1;
  const draftHospital = draft && session.hospitals.find((hospital) => hospital.hospitalId === draft.hospitalId);

  // The schema depends on the hospital chosen, which the form itself holds: validation reads the
  // context of the latest render.
  const context = useRef<JobFormContext>({ today, needsHospital, needsApprover: false, currentStartDate: job?.startDate });
  const form = useForm<JobForm>({
    defaultValues: defaults,
    resolver: (values, resolverContext, options) => zodResolver(jobFormSchema(context.current))(values, resolverContext, options),
  });
  const hospitalId = useWatch({ control: form.control, name: 'hospitalId' });
  const lookups = useJobFormLookups({ active: open, editing, initialHospitalId: defaults.hospitalId, hospitalId });
  const { needsApprover } = lookups;
  useEffect(() => {
    context.current = { today, needsHospital, needsApprover, currentStartDate: job?.startDate };
  }, [today, needsHospital, needsApprover, job?.startDate]);

  const adding = useAddJob();
  const updating = useUpdateJob();
  const [answerApprove, setAnswerApprove] = useState<((yes: boolean) => void) | null>(null);
  const askApprove = () => new Promise<boolean>((resolve) => setAnswerApprove(() => resolve));

  const failure = editing ? updating.error : adding.error;
  const failureMessage = failure ? jobChangeFailureMessage(failure, editing ? JOB_UPDATE_FAILED : JOB_CREATE_FAILED) : undefined;
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failureMessage) failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failureMessage]);

  const submit = async (values: JobForm) => {
    if (!job) {
      await adding.add({
        hospitalId: values.hospitalId,
        ...toJobFields(values),
        approverIds: values.approverId ? [values.approverId] : [],
        ...(draft ? { replacesAssignmentId: draft.replacesAssignmentId } : {}),
      });
      return;
    }
    if (!(await askApprove())) throw new NotApproved();
    await updating.update({ job, fields: toJobFields(values) });
  };

  const close = () => {
    adding.reset();
    updating.reset();
    onClose();
  };

  const clearHospitalChoices = () => {
    form.setValue('unitId', '');
    form.setValue('approverId', '');
  };

  const { flags } = session;
  const control = form.control;
  return (
    <>
      <SideDrawerForm
        open={open}
        onClose={close}
        title={editing ? EDIT_JOB_TITLE : ADD_JOB_TITLE}
        subtitle={editing ? EDIT_JOB_SUBTITLE : draft ? REPLACE_JOB_SUBTITLE : ADD_JOB_SUBTITLE}
        submitLabel={editing ? APPROVE_BUTTON : SUBMIT_BUTTON}
        form={form}
        onSubmit={submit}
      >
        {lookups.failed && <SectionError onRefresh={lookups.refetch} />}
        {!lookups.failed && !lookups.ready && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the job form" />
          </Box>
        )}
        {/* Rendered in SPEC.md §5's focus order: the first invalid field of that order gets the focus. */}
        {lookups.ready && (
          <>
            {job && (
              <TextField
                label="Hospital"
                value={hospitalLabel({ name: job.hospital, approvalStages: job.approvalStages })}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
            )}
            {draftHospital && <TextField label="Hospital" value={draftHospital.name} fullWidth slotProps={{ input: { readOnly: true } }} />}
            {needsHospital && (
              <SelectField control={control} name="hospitalId" label="Hospital" options={lookups.hospitals} onChanged={clearHospitalChoices} />
            )}
            <HospitalLookupSelect control={control} name="unitId" label="Unit" lookup={lookups.units} disabled={hospitalId === ''} />
            <SelectField control={control} name="titleId" label="Title" options={lookups.titles} />
            <FormTextField control={control} name="positions" label="Number of Positions" numeric required disabled={editing && !flags.editNumberOfPositions} />
            <SelectField control={control} name="reasonRequest" label="Reason for Request" options={lookups.reasons} />
            <SelectField control={control} name="shiftId" label="Shift" options={lookups.shifts} />
            <SelectField control={control} name="shiftLengthId" label="Shift Length" options={lookups.shiftLengths} />
            <SelectField control={control} name="assignmentDuration" label="Assignment Duration" options={DURATION_OPTIONS} numeric />
            <DateField control={control} name="startDate" label="Start Date" minDate={today} disabled={editing && !flags.editJobStartDate} />
            <FormTextField control={control} name="notes" label="Notes" multiline />
            {needsApprover && <HospitalLookupSelect control={control} name="approverId" label="Approver" lookup={lookups.approvers} />}
          </>
        )}
        {failureMessage && (
          <Alert ref={failureRef} severity="error" role="alert">
            {failureMessage}
          </Alert>
        )}
      </SideDrawerForm>
      <ConfirmDialog
        open={answerApprove !== null}
        question={APPROVE_QUESTION}
        onAnswer={(yes) => {
          answerApprove?.(yes);
          setAnswerApprove(null);
        }}
      />
    </>
  );
};
