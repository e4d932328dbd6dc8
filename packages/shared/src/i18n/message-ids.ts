import { catalogueEn, type MessageId } from './catalogue-en.js';
import type { Translator } from './translate.js';

/** The last keys of the ids right under a prefix: `required` for `onboarding.validation.required`. */
type KeyUnder<P extends string, I = MessageId> = I extends `${P}.${infer K}`
  ? K extends `${string}.${string}`
    ? never
    : K
  : never;

/** Whether a text is an id of the catalogues (a shared schema's message is one), not a text to show as it is. */
export function isMessageId(text: string): text is MessageId {
  return Object.hasOwn(catalogueEn, text);
}

/**
 * The ids right under a prefix, by their last key: `idsUnder('api').notFound` is `'api.notFound'`.
 * A shared schema's message is such an id, so each side says it in its reader's language.
 */
export function idsUnder<P extends string>(prefix: P): { readonly [K in KeyUnder<P>]: MessageId } {
  const ids: Record<string, string> = {};
  for (const id of Object.keys(catalogueEn)) {
    const key = id.startsWith(`${prefix}.`) ? id.slice(prefix.length + 1) : undefined;
    if (key && !key.includes('.')) ids[key] = id;
  }
  return ids as { readonly [K in KeyUnder<P>]: MessageId };
}

/** A text that may be an id (a shared schema's message) in a translator's language; any other text as it is. */
export const sayMessage = (translator: Pick<Translator, 't'>, text: string): string =>
  isMessageId(text) ? translator.t(text) : text;
