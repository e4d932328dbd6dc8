import { inEnglish, type MessageId, type Translator } from '@roadhire/shared';

/**
 * A text of the catalogue the API says, by id with its ICU values: the language plugin says it in the
 * caller's language as the answer leaves (decision 032). A value may itself be a text by id (a stage's
 * name inside a sentence), or a list of them (said as the language lists: "a, b and c").
 */
export interface Said {
  readonly id: MessageId;
  readonly values?: SaidValues;
}
export type SaidValues = Readonly<Record<string, string | number | Date | Said | readonly Said[]>>;

export const said = (id: MessageId, values?: SaidValues): Said => (values ? { id, values } : { id });

export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' && value !== null && typeof (value as Said).id === 'string' && !(value instanceof Date);

/** A text by id in one language, its values (and the texts among them) filled in. */
export function sayIn(translator: Translator, text: Said): string {
  if (!text.values) return translator.t(text.id);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, sayValue(translator, value)]),
  );
  return translator.t(text.id, values);
}

function sayValue(translator: Translator, value: SaidValues[string]): string | number | Date {
  if (Array.isArray(value)) return translator.intl.formatList(value.map((item: Said) => sayIn(translator, item)));
  return isSaid(value) ? sayIn(translator, value) : (value as string | number | Date);
}

/** The English of a text by id: logs, and an answer's `message` until the language plugin says it. */
export const inEnglishOf = (text: Said): string => sayIn(inEnglish, text);

/** A text by id, or a text no catalogue has (a framework's own refusal), said as it is. */
export type Text = Said | string;

const say = (translator: Translator, text: Text): string => (typeof text === 'string' ? text : sayIn(translator, text));

/** A field's texts, each by id or as it is. */
export type FieldTexts = Readonly<Record<string, readonly Text[]>>;

interface Saying {
  message: Text | readonly Said[];
  errors?: FieldTexts;
}

const SAYING = Symbol('saying');

export interface Answer {
  message: string;
  messageId?: MessageId;
  errors?: Record<string, string[]>;
}

/**
 * A JSON answer's `message` (and per-field `errors`) by id: English here, with `messageId`; the texts
 * themselves travel beside it, under a key JSON never writes, to the language plugin. Several texts
 * are said one after the other; the answer names the first one's id.
 */
export function answer(message: Text | readonly Said[], errors?: FieldTexts): Answer {
  const first = textsOf(message)[0];
  const body: Answer = {
    ...sayAll(inEnglish, { message, errors }),
    ...(first !== undefined && typeof first !== 'string' ? { messageId: first.id } : {}),
  };
  // Enumerable, so an answer spread into a larger one keeps it; a symbol, so JSON never writes it.
  Object.defineProperty(body, SAYING, { value: { message, errors } satisfies Saying, enumerable: true });
  return body;
}

/** The texts of an answer made by `answer`, in a translator's language; undefined for any other body. */
export function sayAnswerIn(translator: Translator, body: object): Pick<Answer, 'message' | 'errors'> | undefined {
  const saying = (body as { [SAYING]?: Saying })[SAYING];
  return saying && sayAll(translator, saying);
}

const textsOf = (message: Saying['message']): readonly Text[] =>
  Array.isArray(message) ? (message as readonly Said[]) : [message as Text];

function sayAll(translator: Translator, { message, errors }: Saying): Pick<Answer, 'message' | 'errors'> {
  return {
    message: textsOf(message)
      .map((text) => say(translator, text))
      .join(' '),
    ...(errors
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, texts]) => [field, texts.map((text) => say(translator, text))]),
          ),
        }
      : {}),
  };
}
