import {
  type ApplyRequest,
  ApplyRequestSchema,
  type CandidateProfile,
  ELIGIBILITY_GATES,
  type ResumeUploadResponse,
} from '@roadhire/shared';
import { z } from 'zod';

/** SPEC §3 Apply screening answers, in the order the form asks them. */
export const SCREENING_QUESTIONS = [
  'is_over_21',
  'has_class1_license',
  'has_twic_card',
  'eligible_fast_card',
  'has_1yr_experience',
  'live_in_canada',
  'convicted_felony_7yrs',
  'convicted_dui_dwi',
] as const;
export type ScreeningQuestion = (typeof SCREENING_QUESTIONS)[number];

/** A radio answer as the form holds it: unanswered, Yes ("1") or No ("0"). */
export type AnswerValue = '' | '1' | '0';

/** What the form edits: text, as inputs hold it; the schema turns it into an ApplyRequest. */
export type ApplyFormValues = Record<ScreeningQuestion, AnswerValue> & {
  job_id: number;
  first_name: string;
  last_name: string;
  mobile: string;
  home_phone: string;
  postal_code: string;
  mountain_experience_years: string;
  felony_date: string;
  felony_details: string;
  dui_date: string;
  dui_details: string;
};

const toAnswer = (value: AnswerValue) => (value === '1' ? 1 : value === '0' ? 0 : undefined);
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The shared ApplyRequestSchema checks the form (SPEC §5 Apply), once the text is in its shape:
 * answers as 1/0, years as a number, and a follow-up only when its answer is Yes.
 */
export const ApplyFormSchema = z.preprocess((values: ApplyFormValues) => {
  const felony = values.convicted_felony_7yrs === '1';
  const dui = values.convicted_dui_dwi === '1';
  return {
    ...values,
    ...Object.fromEntries(SCREENING_QUESTIONS.map((question) => [question, toAnswer(values[question])])),
    mountain_experience_years: toNumber(values.mountain_experience_years),
    felony_date: felony ? values.felony_date : null,
    felony_details: felony ? values.felony_details : null,
    dui_date: dui ? values.dui_date : null,
    dui_details: dui ? values.dui_details : null,
  };
}, ApplyRequestSchema);

/** The candidate's own details come prefilled from the profile (SPEC §2 Apply). */
export function toApplyForm(jobId: number, profile: CandidateProfile | undefined): ApplyFormValues {
  return {
    job_id: jobId,
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    mobile: profile?.mobile ?? '',
    home_phone: profile?.home_phone ?? '',
    postal_code: (profile?.postal_code ?? '').toUpperCase(),
    ...(Object.fromEntries(SCREENING_QUESTIONS.map((question) => [question, ''])) as Record<
      ScreeningQuestion,
      AnswerValue
    >),
    mountain_experience_years: '',
    felony_date: '',
    felony_details: '',
    dui_date: '',
    dui_details: '',
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
