import {
  APPLY_ANSWER_FIELDS,
  APPLY_QUESTIONS,
  type ApplyAnswerField,
  type ApplyRequest,
  ApplyRequestSchema,
  type CandidateProfile,
  ELIGIBILITY_GATES,
  type ResumeUploadResponse,
  type ScreeningQuestion,
} from '@roadhire/shared';
import { z } from 'zod';

/** A radio answer as the form holds it: unanswered, Yes ("1") or No ("0"). */
export type AnswerValue = '' | '1' | '0';

/** What the form edits: text, as inputs hold it; the schema turns it into an ApplyRequest. */
export type ApplyFormValues = Record<ScreeningQuestion, AnswerValue> &
  Record<Exclude<ApplyAnswerField, ScreeningQuestion>, string> & {
    job_id: number;
    first_name: string;
    last_name: string;
    mobile: string;
    home_phone: string;
    postal_code: string;
  };

const toAnswer = (value: string) => (value === '1' ? 1 : value === '0' ? 0 : undefined);
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Each screening answer in the request's shape: Yes/No as 1/0, years as a number, a follow-up only under a Yes. */
function toAnswers(values: ApplyFormValues) {
  return Object.fromEntries(
    APPLY_QUESTIONS.flatMap((q) => [
      [q.field, q.kind === 'flag' ? toAnswer(values[q.field]) : toNumber(values[q.field])],
      ...('followUps' in q ? q.followUps : []).map((f) => [f.field, values[q.field] === '1' ? values[f.field] : null]),
    ]),
  );
}

/**
 * The shared ApplyRequestSchema checks the form (SPEC §5 Apply), once the text is in its shape:
 * answers as 1/0, years as a number, and a follow-up only when its answer is Yes.
 */
export const ApplyFormSchema = z.preprocess(
  (values: ApplyFormValues) => ({ ...values, ...toAnswers(values) }),
  ApplyRequestSchema,
);

/** The candidate's own details come prefilled from the profile (SPEC §2 Apply). */
export function toApplyForm(jobId: number, profile: CandidateProfile | undefined): ApplyFormValues {
  return {
    job_id: jobId,
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    mobile: profile?.mobile ?? '',
    home_phone: profile?.home_phone ?? '',
    postal_code: (profile?.postal_code ?? '').toUpperCase(),
    ...(Object.fromEntries(APPLY_ANSWER_FIELDS.map((field) => [field, ''])) as Record<ApplyAnswerField, ''>),
  };
}

/** The resume is uploaded on its own; the request names the stored file and its original name. */
export const withResume = (request: ApplyRequest, resume: ResumeUploadResponse | null): ApplyRequest => ({
  ...request,
  resume_file: resume?.filename ?? null,
  resume_original: resume?.originalName ?? null,
});

/** SPEC §5 Apply: a No to age, Class 1 licence or experience ends the application here. */
export const isEligible = (request: ApplyRequest) => ELIGIBILITY_GATES.every((gate) => request[gate] === 1);

/** Where this tab keeps what was typed on a position's Apply form, and its resume, until sent. */
export const applyDraftKeys = (userId: string | null, jobId: number) => ({
  answers: `apply:${userId}:${jobId}`,
  resume: `apply-resume:${userId}:${jobId}`,
});
