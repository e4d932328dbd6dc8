import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sayMessage } from '../i18n/message-ids.js';
import { inEnglish } from '../i18n/translate.js';
import { answerRows } from './answer-rows.js';
import type { Question } from './question.js';
import {
  draftShape,
  dropUnasked,
  emptyAnswers,
  inputShape,
  questionsOf,
  requireFollowUps,
  stepAnswersSchema,
  storedShape,
} from './question-schemas.js';

// Decision 014's worked example: a Yes/No question with a dated follow-up is one entry in the
// table (and its texts); the checks, the draft, the admin file's and the PDF's rows follow.

const hazmat = {
  step: 4,
  field: 'dq_hazmat',
  kind: 'yesNo',
  // A real entry adds its own texts under the catalogue's onboarding.step4; the test borrows two.
  label: 'step4.conviction',
  followUps: [{ field: 'dq_hazmat_expiry', kind: 'date', label: 'step4.convictionDate' }],
} as const satisfies Question;

const table = [...questionsOf(4), hazmat];

/** The step's answers with every other question answered No. */
const step4Answers = (answers: Record<string, unknown>) => ({
  ...emptyAnswers(questionsOf(4)),
  ...Object.fromEntries(questionsOf(4).map((q) => [q.field, 'No'])),
  ...answers,
});

/** The server's check, built as QualificationsSchema is. */
const serverSchema = z
  .object(inputShape(table))
  .superRefine((answers, ctx) => requireFollowUps(table, answers, ctx, { draft: false }))
  .transform((answers) => dropUnasked(table, answers));

const messagesAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.error?.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => sayMessage(inEnglish, issue.message)) ?? [];

describe('adding a Yes/No question with a dated follow-up to the table', () => {
  it('the server requires an answer, and the date when the answer is Yes', () => {
    expect(messagesAt(serverSchema.safeParse(step4Answers({ dq_hazmat: '' })), 'dq_hazmat')).toEqual([
      inEnglish.t('onboarding.validation.answerRequired'),
    ]);
    const missingDate = serverSchema.safeParse(step4Answers({ dq_hazmat: 'Yes', dq_hazmat_expiry: '' }));
    expect(messagesAt(missingDate, 'dq_hazmat_expiry')).toEqual([inEnglish.t('onboarding.validation.required')]);
    const badDate = serverSchema.safeParse(step4Answers({ dq_hazmat: 'Yes', dq_hazmat_expiry: '2026-13-40' }));
    expect(messagesAt(badDate, 'dq_hazmat_expiry')).toHaveLength(1);
    const answered = serverSchema.parse(step4Answers({ dq_hazmat: 'Yes', dq_hazmat_expiry: '2027-03-01' }));
    expect(answered).toMatchObject({ dq_hazmat: 'Yes', dq_hazmat_expiry: '2027-03-01' });
  });

  it('the server does not keep the date once the answer is No', () => {
    const answered = serverSchema.parse(step4Answers({ dq_hazmat: 'No', dq_hazmat_expiry: '2027-03-01' }));
    expect(answered).toMatchObject({ dq_hazmat: 'No', dq_hazmat_expiry: null });
  });

  it("the step's Next check asks for the same, with the same messages", () => {
    const step = stepAnswersSchema(table);
    expect(messagesAt(step.safeParse(step4Answers({ dq_hazmat: '' })), 'dq_hazmat')).toEqual([
      inEnglish.t('onboarding.validation.answerRequired'),
    ]);
    expect(
      messagesAt(step.safeParse(step4Answers({ dq_hazmat: 'Yes', dq_hazmat_expiry: '' })), 'dq_hazmat_expiry'),
    ).toEqual([inEnglish.t('onboarding.validation.required')]);
    expect(step.safeParse(step4Answers({ dq_hazmat: 'Yes', dq_hazmat_expiry: '2027-03-01' })).success).toBe(true);
  });

  it('the draft holds both fields and a new draft starts them blank', () => {
    expect(emptyAnswers(table)).toMatchObject({ dq_hazmat: '', dq_hazmat_expiry: '' });
    const draft = z.object(draftShape(table)).partial();
    expect(draft.safeParse({ dq_hazmat: 'Yes', dq_hazmat_expiry: '2027-03-01' }).success).toBe(true);
    expect(draft.safeParse({ dq_hazmat: 'Maybe' }).success).toBe(false);
  });

  it('the admin read schema returns the answer and the date, null when not asked', () => {
    const stored = z.object(storedShape([hazmat]));
    expect(stored.parse({ dq_hazmat: 'No', dq_hazmat_expiry: null })).toEqual({
      dq_hazmat: 'No',
      dq_hazmat_expiry: null,
    });
  });

  it('the admin file and the printed application list the question, and the date only when asked', () => {
    const asked = answerRows(table, step4Answers({ dq_hazmat: 'Yes', dq_hazmat_expiry: '2027-03-01' }));
    const rows = asked.slice(-2).map(({ label, kind, value }) => ({ label, kind, value }));
    expect(rows).toEqual([
      { label: inEnglish.t('onboarding.step4.conviction'), kind: 'yesNo', value: 'Yes' },
      { label: inEnglish.t('onboarding.step4.convictionDate'), kind: 'date', value: '2027-03-01' },
    ]);
    const notAsked = answerRows(table, step4Answers({ dq_hazmat: 'No', dq_hazmat_expiry: '2027-03-01' }));
    expect(notAsked.at(-1)).toMatchObject({ field: 'dq_hazmat', value: 'No' });
    expect(notAsked.some((row) => row.field === 'dq_hazmat_expiry')).toBe(false);
  });
});
