import type { AnswerKind } from './answer-kinds.js';
import { type AnswerField, type Question, questionText } from './question.js';
import { isAsked } from './question-schemas.js';

/** One line of a step's answers as the admin file and the printed application show it. */
export interface AnswerRow {
  field: string;
  kind: AnswerKind;
  /** The question or label, in the words the driver saw. */
  label: string;
  /** The stored answer; null or undefined when not answered. */
  value: unknown;
  entry: AnswerField;
}

/**
 * Answers to these questions (a step's) in the order asked: each question, then the follow-ups its answer asked for
 * (decision 014). Without answers (the step not reached), the questions alone. Fields the form
 * alone holds (the referral's name and id) are read from `answers` under their own names.
 */
export function answerRows(questions: readonly Question[], answers: Record<string, unknown> | null): AnswerRow[] {
  return questions.flatMap((question) => {
    const asked = answers !== null && isAsked(question, answers);
    return [question, ...(asked ? (question.followUps ?? []) : [])].map((entry: AnswerField) => ({
      field: entry.field,
      kind: entry.kind,
      label: questionText(entry.label),
      value: answers?.[entry.field],
      entry,
    }));
  });
}
