import { z } from 'zod';
import type { MessageId } from '../i18n/catalogue-en.js';
import { IsoDateSchema, optionalText } from '../schemas/common.js';

// SPEC §3 "Apply form": the screening questions, in the order the candidate meets them, each
// declared once, like the application's steps (decision 014). The server's check, the form's
// fields and blank answers, and which follow-ups are kept are derived from this table. A
// question's follow-ups are asked and required when its answer is Yes, and not kept otherwise.

/** The types of answer the Apply form asks, as the server checks them. */
export const APPLY_ANSWER_KINDS = {
  /** Yes or No, sent as the number 1 or 0 (SPEC §3). */
  flag: z.literal([0, 1], { message: 'apply.answerRequired' satisfies MessageId }),
  /** Whole years. */
  years: z
    .number({ message: 'apply.mountainYears' satisfies MessageId })
    .int({ message: 'apply.mountainYears' satisfies MessageId })
    .min(0, { message: 'apply.mountainYears' satisfies MessageId })
    .max(70, { message: 'apply.mountainYears' satisfies MessageId }),
  /** A follow-up's date, blank unless asked. */
  date: optionalText(IsoDateSchema),
  /** A follow-up's details, blank unless asked. */
  detail: optionalText(z.string().trim().max(2000)),
} as const;

type ApplyAnswerKind = keyof typeof APPLY_ANSWER_KINDS;

/** A follow-up of a Yes: its field, its label and the message when it is left blank. */
export interface ApplyFollowUp {
  readonly field: string;
  readonly kind: Extract<ApplyAnswerKind, 'date' | 'detail'>;
  readonly label: MessageId;
  readonly required: MessageId;
}

/** A screening question: its field in SPEC §3, the type of answer and its label. */
export interface ApplyQuestion {
  readonly field: string;
  readonly kind: Extract<ApplyAnswerKind, 'flag' | 'years'>;
  readonly label: MessageId;
  /** SPEC §5 Apply: a No ends the application here. */
  readonly gate?: boolean;
  readonly followUps?: readonly ApplyFollowUp[];
}

export const APPLY_QUESTIONS = [
  { field: 'is_over_21', kind: 'flag', label: 'apply.questions.is_over_21', gate: true },
  { field: 'has_class1_license', kind: 'flag', label: 'apply.questions.has_class1_license', gate: true },
  { field: 'has_twic_card', kind: 'flag', label: 'apply.questions.has_twic_card' },
  { field: 'eligible_fast_card', kind: 'flag', label: 'apply.questions.eligible_fast_card' },
  { field: 'has_1yr_experience', kind: 'flag', label: 'apply.questions.has_1yr_experience', gate: true },
  { field: 'live_in_canada', kind: 'flag', label: 'apply.questions.live_in_canada' },
  { field: 'mountain_experience_years', kind: 'years', label: 'apply.mountainYearsLabel' },
  {
    field: 'convicted_felony_7yrs',
    kind: 'flag',
    label: 'apply.questions.convicted_felony_7yrs',
    followUps: [
      { field: 'felony_date', kind: 'date', label: 'apply.felonyDateLabel', required: 'apply.felonyDate' },
      { field: 'felony_details', kind: 'detail', label: 'apply.felonyDetailsLabel', required: 'apply.felonyDetails' },
    ],
  },
  {
    field: 'convicted_dui_dwi',
    kind: 'flag',
    label: 'apply.questions.convicted_dui_dwi',
    followUps: [
      { field: 'dui_date', kind: 'date', label: 'apply.duiDateLabel', required: 'apply.duiDate' },
      { field: 'dui_details', kind: 'detail', label: 'apply.duiDetailsLabel', required: 'apply.duiDetails' },
    ],
  },
] as const satisfies readonly ApplyQuestion[];

type Entry = (typeof APPLY_QUESTIONS)[number];
type FollowUpOf<Q> = Q extends { followUps: readonly (infer F)[] } ? F : never;
type ApplyField = Entry | FollowUpOf<Entry>;

/** A Yes/No screening question's field. */
export type ScreeningQuestion = Extract<Entry, { kind: 'flag' }>['field'];
/** A follow-up's field. */
export type ApplyFollowUpField = FollowUpOf<Entry>['field'];
/** Every field the table declares: questions and follow-ups. */
export type ApplyAnswerField = ApplyField['field'];

/** The Yes/No questions, in the order the form asks them. */
export const SCREENING_QUESTIONS = APPLY_QUESTIONS.flatMap((q) => (q.kind === 'flag' ? [q.field] : []));

/** The three gates of SPEC §5 Apply. */
export const ELIGIBILITY_GATES = APPLY_QUESTIONS.flatMap((q) => ('gate' in q ? [q.field] : []));

const applyFields: readonly ApplyField[] = APPLY_QUESTIONS.flatMap((q) => [
  q,
  ...('followUps' in q ? q.followUps : []),
]);

/** Every field of the table, questions then each one's follow-ups, in the order asked. */
export const APPLY_ANSWER_FIELDS: readonly ApplyAnswerField[] = applyFields.map((entry) => entry.field);

/** The server's check of every answer, in the table's order. */
export const applyAnswersShape = Object.fromEntries(
  applyFields.map((entry) => [entry.field, APPLY_ANSWER_KINDS[entry.kind]]),
) as { [E in ApplyField as E['field']]: (typeof APPLY_ANSWER_KINDS)[E['kind']] };

type FlagAnswers = Partial<Record<ScreeningQuestion, unknown>>;

/** SPEC §5: each follow-up of a question answered Yes (1) is required. */
export function followUpsRequired(
  answers: FlagAnswers & Partial<Record<ApplyFollowUpField, unknown>>,
  ctx: z.RefinementCtx,
) {
  for (const q of APPLY_QUESTIONS)
    if ('followUps' in q && answers[q.field] === 1)
      for (const followUp of q.followUps)
        if (!answers[followUp.field])
          ctx.addIssue({ code: 'custom', path: [followUp.field], message: followUp.required });
}

/** The follow-ups as kept: their answers under a Yes, null under a No. */
export function keptFollowUps(
  answers: FlagAnswers & Partial<Record<ApplyFollowUpField, string | null>>,
): Record<ApplyFollowUpField, string | null> {
  const kept = APPLY_QUESTIONS.flatMap((q) =>
    'followUps' in q ? q.followUps.map((f) => [f.field, answers[q.field] ? (answers[f.field] ?? null) : null]) : [],
  );
  return Object.fromEntries(kept) as Record<ApplyFollowUpField, string | null>;
}
