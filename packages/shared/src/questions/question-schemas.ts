import { z } from 'zod';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { optionalText } from '../schemas/common.js';
import { ANSWER_KINDS, type AnswerKind, isBlank } from './answer-kinds.js';
import { APPLICATION_QUESTIONS, type ApplicationQuestion } from './application-questions.js';
import type { AnswerField, Question, QuestionStep } from './question.js';

// Everything the application derives from its table of questions (decision 014): the shapes the
// server checks, the form holds and the admin area reads, the rule that a follow-up is required
// when its question asks for it, and the blank answers a new draft starts from.

const m = idsUnder('onboarding.validation');
type Kinds = typeof ANSWER_KINDS;

/** The questions of the steps named, in the table's order. */
export type QuestionsOf<S extends QuestionStep> = Extract<ApplicationQuestion, { step: S }>;
type FollowUpsOf<Q> = Q extends { followUps: readonly (infer F)[] } ? F : never;
/** A question's own field and its follow-ups'. */
type FieldsOf<Q> = Q | FollowUpsOf<Q>;
/** Fields the final calls send (not those the form alone holds). */
type Sent<E> = E extends { draftOnly: true } ? never : E;
type KindOf<E> = E extends { kind: infer K extends AnswerKind } ? K : never;
type NameOf<E> = E extends { field: infer F extends string } ? F : never;
/** Follow-ups and optional questions may stay blank. */
type MayBeBlank<E, Q> = E extends FollowUpsOf<Q> ? true : E extends { optional: true } ? true : false;
type ListKind = 'ids' | 'rows' | 'equipment' | 'addressRows' | 'gapExplanations';

export type InputShape<Q> = {
  [E in Sent<FieldsOf<Q>> as NameOf<E>]: MayBeBlank<E, Q> extends true
    ? Kinds[KindOf<E>]['optional']
    : Kinds[KindOf<E>]['input'];
};
export type DraftShape<Q> = { [E in FieldsOf<Q> as NameOf<E>]: Kinds[KindOf<E>]['draft'] };
export type StoredShape<Q> = {
  [E in Sent<FieldsOf<Q>> as NameOf<E>]: MayBeBlank<E, Q> extends true
    ? KindOf<E> extends ListKind
      ? Kinds[KindOf<E>]['stored']
      : z.ZodNullable<Kinds[KindOf<E>]['stored']>
    : Kinds[KindOf<E>]['stored'];
};

const LIST_KINDS: ReadonlySet<AnswerKind> = new Set<ListKind>([
  'ids',
  'rows',
  'equipment',
  'addressRows',
  'gapExplanations',
]);

/** The questions of the steps named. */
export function questionsOf<S extends QuestionStep>(...steps: S[]): readonly QuestionsOf<S>[] {
  return APPLICATION_QUESTIONS.filter((q): q is QuestionsOf<S> => (steps as QuestionStep[]).includes(q.step));
}

/** The question asking for `field`. */
export function questionNamed(field: ApplicationQuestion['field']): Question {
  return APPLICATION_QUESTIONS.find((q) => q.field === field) as Question;
}

/** Each field of these questions with whether it may stay blank: follow-ups, then optional ones. */
export function fieldsOf(questions: readonly Question[]): { entry: AnswerField; mayBeBlank: boolean }[] {
  return questions.flatMap((q) => [
    { entry: q as AnswerField, mayBeBlank: q.optional === true },
    ...(q.followUps ?? []).map((entry) => ({ entry, mayBeBlank: true })),
  ]);
}

/** The value the answer asks its follow-ups for. */
export const asksWhen = (question: Question) => question.askWhen ?? 'Yes';
/** Whether the question's answer asks for its follow-ups. */
export const isAsked = (question: Question, answers: Record<string, unknown>) =>
  answers[question.field] === asksWhen(question);

/** The server's check of one field. */
function inputOf(entry: AnswerField, mayBeBlank: boolean): z.ZodType {
  if (entry.kind === 'text' && entry.max !== undefined)
    return mayBeBlank
      ? optionalText(z.string().trim().max(entry.max))
      : z.string({ message: m.required }).trim().min(1, m.required).max(entry.max);
  return mayBeBlank ? ANSWER_KINDS[entry.kind].optional : ANSWER_KINDS[entry.kind].input;
}

/** What the final call checks (SPEC §5), field by field; `requireFollowUps` adds the rest. */
export function inputShape<Q extends Question>(questions: readonly Q[]): InputShape<Q> {
  return Object.fromEntries(
    fieldsOf(questions)
      .filter(({ entry }) => !entry.draftOnly)
      .map(({ entry, mayBeBlank }) => [entry.field, inputOf(entry, mayBeBlank)]),
  ) as InputShape<Q>;
}

/** The answers as stored and read back by the admin area: blank ones are null, lists empty. */
export function storedShape<Q extends Question>(questions: readonly Q[]): StoredShape<Q> {
  return Object.fromEntries(
    fieldsOf(questions)
      .filter(({ entry }) => !entry.draftOnly)
      .map(({ entry, mayBeBlank }) => {
        const stored = ANSWER_KINDS[entry.kind].stored;
        return [entry.field, mayBeBlank && !LIST_KINDS.has(entry.kind) ? stored.nullable() : stored];
      }),
  ) as StoredShape<Q>;
}

/** The answers as the form holds them while the driver types: any may be half-done. */
export function draftShape<Q extends Question>(questions: readonly Q[]): DraftShape<Q> {
  return Object.fromEntries(
    fieldsOf(questions).map(({ entry }) => [entry.field, ANSWER_KINDS[entry.kind].draft]),
  ) as DraftShape<Q>;
}

export type DraftAnswers<Q> = z.infer<z.ZodObject<DraftShape<Q>>>;

/** Every answer blank, as a new draft starts. */
export function emptyAnswers<Q extends Question>(questions: readonly Q[]): DraftAnswers<Q> {
  return Object.fromEntries(
    fieldsOf(questions).map(({ entry }) => [entry.field, structuredClone(ANSWER_KINDS[entry.kind].empty)]),
  ) as DraftAnswers<Q>;
}

/** The message for a follow-up left blank. */
function missing(kind: AnswerKind): MessageId {
  if (kind === 'rows') return m.addRow;
  if (kind === 'docType') return m.docTypeRequired;
  return m.required;
}

/**
 * SPEC §5: a follow-up is required when its question's answer asks for it. The form checks the
 * fields it alone holds too (`draft`); the server checks what the final call sends.
 */
export function requireFollowUps(
  questions: readonly Question[],
  answers: Record<string, unknown>,
  ctx: z.RefinementCtx,
  { draft }: { draft: boolean },
) {
  for (const question of questions) {
    if (!isAsked(question, answers)) continue;
    for (const followUp of question.followUps ?? []) {
      if (followUp.draftOnly && !draft) continue;
      if (isBlank(answers[followUp.field]))
        ctx.addIssue({ code: 'custom', path: [followUp.field], message: missing(followUp.kind) });
    }
  }
}

/** Answers as stored: a blank one is null, never missing. */
export type Settled<T> = { [K in keyof T]: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

/**
 * The answers to store: a follow-up whose question no longer asks for it is not kept (SPEC §4:
 * rows are emptied), and a blank answer is null, so storing over an earlier try clears it.
 */
export function dropUnasked<T extends Record<string, unknown>>(questions: readonly Question[], answers: T): Settled<T> {
  const kept: Record<string, unknown> = { ...answers };
  for (const { entry } of fieldsOf(questions))
    if (!entry.draftOnly && kept[entry.field] === undefined) kept[entry.field] = null;
  for (const question of questions)
    for (const followUp of question.followUps ?? [])
      if (!followUp.draftOnly && !isAsked(question, answers))
        kept[followUp.field] = LIST_KINDS.has(followUp.kind) ? [] : null;
  return kept as Settled<T>;
}

/** The final call's answers from the form's: ids held as text become numbers, blank miles none. */
export function sentAnswers(questions: readonly Question[], draft: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fieldsOf(questions)
      .filter(({ entry }) => !entry.draftOnly)
      .map(({ entry }) => [entry.field, fromDraft(entry.kind, draft[entry.field])]),
  );
}

function fromDraft(kind: AnswerKind, value: unknown): unknown {
  if (kind === 'id') return value ? Number(value) : undefined;
  if (kind === 'ids') return (value as string[]).map(Number);
  if (kind === 'equipment')
    return Object.fromEntries(
      Object.entries(value as Record<string, { miles: string; desc: string } | undefined>).map(([id, detail]) => {
        const miles = detail?.miles.trim() ?? '';
        return [id, { miles: miles === '' ? undefined : Number(miles), desc: detail?.desc ?? '' }];
      }),
    );
  return value;
}

/** What Next checks on the form's value of each kind of answer, where it differs from the server's. */
const FORM_CHECKS: Partial<Record<AnswerKind, z.ZodType>> = {
  id: z.string().min(1, m.required),
  ids: z.array(z.string()).min(1, m.chooseOne),
  equipment: ANSWER_KINDS.equipment.draft,
};

/**
 * SPEC §5 Onboarding: the checks Next runs on a step's questions, over the form's values. The same
 * checks and messages as the final call's, and its follow-up rule.
 */
export function stepAnswersSchema(questions: readonly Question[]) {
  const shape = Object.fromEntries(
    fieldsOf(questions).map(({ entry, mayBeBlank }) => [
      entry.field,
      (!mayBeBlank && FORM_CHECKS[entry.kind]) || inputOf(entry, mayBeBlank),
    ]),
  );
  return z.object(shape).superRefine((answers, ctx) => requireFollowUps(questions, answers, ctx, { draft: true }));
}
