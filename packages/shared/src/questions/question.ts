import { messages } from '../messages.js';
import type { AnswerKind } from './answer-kinds.js';

// What a question of the driver application declares (decision 014). The table of questions
// (application-questions.ts) is the one place a question is written down; its checks, its blank
// draft value, its place in the admin file and in the printed application are derived from it.

type Texts = typeof messages.onboarding;
type TextGroup = 'step1' | 'step2' | 'step4' | 'step5' | 'step6' | 'step7' | 'step9';
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K & string : never }[keyof T];

/** A text of `messages.onboarding`, as `step4.lift`: a question, a label or a help text. */
export type QuestionTextKey = { [G in TextGroup]: `${G}.${KeysOf<Texts[G], string>}` }[TextGroup];
/** A numbered row's label, as `step4.trainingRow` ("Training course 2"). */
export type RowTextKey = { [G in TextGroup]: `${G}.${KeysOf<Texts[G], (n: number) => string>}` }[TextGroup];

function lookUp(key: string): unknown {
  const [group, name] = key.split('.') as [TextGroup, string];
  return (messages.onboarding[group] as Record<string, unknown>)[name];
}

/** The words a text key stands for. */
export const questionText = (key: QuestionTextKey) => lookUp(key) as string;
/** A numbered row's label. */
export const rowText = (key: RowTextKey, n: number) => (lookUp(key) as (n: number) => string)(n);

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
