import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * What was typed in a form sent in one go (Apply, an employer's answer), kept in this tab until it is
 * sent: a reload, a Back or a page that comes again loses nothing. The tab's storage goes with the
 * tab, and every sign-out clears it, so nothing stays behind on a shared phone. The application's
 * nine steps have their own drafts, on the server and per tab (`local-drafts.ts`).
 */
const PREFIX = 'formDraft:';

function readDraft(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** A form's kept answers, to spread over its defaults. */
export function readFormDraft<Data>(key: string): Partial<Data> | undefined {
  const kept = readDraft(key);
  return typeof kept === 'object' && kept !== null && !Array.isArray(kept) ? (kept as Partial<Data>) : undefined;
}

export function keepFormDraft(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the answers stay in the page.
  }
}

export function forgetFormDraft(key: string): void {
  sessionStorage.removeItem(PREFIX + key);
}

/** Every draft whose key starts so: a form's, once sent; all of them on every sign-out. */
export function clearFormDrafts(startingWith = ''): void {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(PREFIX + startingWith)) sessionStorage.removeItem(key);
}

/** Keeps the form's answers under `key` as they are typed; read them back with `readFormDraft` for its defaults. */
export function useFormDraft<Values extends FieldValues>(watch: UseFormWatch<Values>, key: string): void {
  useEffect(() => {
    const { unsubscribe } = watch((values) => keepFormDraft(key, values));
    return unsubscribe;
  }, [watch, key]);
}

/**
 * A piece of a form's state that this tab keeps until the form is sent, read back in place of the
 * initial value. A copy of another shape (left by an older build) is ignored.
 */
export function useDraftState<Value>(key: string, initial: () => Value): [Value, Dispatch<SetStateAction<Value>>] {
  const [value, setValue] = useState<Value>(() => {
    const fresh = initial();
    const kept = readDraft(key);
    const sameShape =
      kept !== undefined && Array.isArray(kept) === Array.isArray(fresh) && typeof kept === typeof fresh;
    return sameShape ? (kept as Value) : fresh;
  });
  useEffect(() => keepFormDraft(key, value), [key, value]);
  return [value, setValue];
}
