import type { MessageId } from '../i18n/catalogue-en.js';
import { inEnglish } from '../i18n/translate.js';
import type { AnswerKind } from './answer-kinds.js';

// What a question of the driver application declares (decision 014). The table of questions
// (application-questions.ts) is the one place a question is written down; its checks, its blank
// draft value, its place in the admin file and in the printed application are derived from it.

type TextGroup = 'step1' | 'step2' | 'step4' | 'step5' | 'step6' | 'step7' | 'step9';
/** The ids right under a group of `onboarding.`, without the prefix: `step4.lift`, not `step4.list.0`. */
type OnboardingTextKey = MessageId extends infer I
  ? I extends `onboarding.${infer G extends TextGroup}.${infer K}`
    ? K extends `${string}.${string}`
      ? never
      : `${G}.${K}`
    : never
  : never;

/** A numbered row's label, as `step4.trainingRow` ("Training course {n}"). */
export type RowTextKey = Extract<OnboardingTextKey, `${string}Row`>;
/** An `onboarding.` text, as `step4.lift`: a question, a label or a help text. */
export type QuestionTextKey = Exclude<OnboardingTextKey, RowTextKey>;

/** The words a text key stands for. */
export const questionText = (key: QuestionTextKey) => inEnglish.t(`onboarding.${key}`);
/** A numbered row's label. */
export const rowText = (key: RowTextKey, n: number) => inEnglish.t(`onboarding.${key}`, { n });

/** One answer field: its name in SPEC §3, the type of answer, and its texts. */
export interface AnswerField {
  readonly field: string;
  readonly kind: AnswerKind;
  readonly label: QuestionTextKey;
  /** A line under the label that helps the driver answer. */
  readonly help?: QuestionTextKey;
  /** The answer may stay blank. */
  readonly optional?: boolean;
  /** The most characters a text answer takes, when fewer than the kind allows. */
  readonly max?: number;
  /** Held by the form only: the final call sends it in another shape (refer_by, SPEC §3). */
  readonly draftOnly?: boolean;
  /** Dated rows (the label heads their list): each row's label and its date's label. */
  readonly rows?: { readonly row: RowTextKey; readonly date: QuestionTextKey };
}

/**
 * The steps whose answers the table declares (SPEC §2); 3 and 8 hold licences and work history, and
 * step 9 reviews the work history with the explanations of its gaps (decision 017).
 */
export type QuestionStep = 1 | 2 | 4 | 5 | 6 | 7 | 9;

/** A question of the application and, for a Yes/No one, the fields its answer asks for. */
export interface Question extends AnswerField {
  readonly step: QuestionStep;
  /** Fields asked when the answer is `askWhen` (Yes unless said), and then required (SPEC §5). */
  readonly followUps?: readonly AnswerField[];
  readonly askWhen?: 'Yes' | 'No';
}
