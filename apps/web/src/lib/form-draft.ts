import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * What was typed in a form sent in one go (Apply, an employer's answer), kept in this tab until it is
 * sent: a reload, a Back or a page that comes again loses nothing. The tab's storage goes with the
 * tab, and every sign-out clears it, so nothing stays behind on a shared phone. The application's
 * nine steps have their own drafts, on the server and per tab (`local-drafts.ts`).
 */
const PREFIX = 'formDraft:';

export function readFormDraft<Data>(key: string): Partial<Data> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Data>) : undefined;
  } catch {
    return undefined;
  }
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

/** On every sign-out. */
export function clearFormDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}

/** Keeps the form's answers under `key` as they are typed; read them back with `readFormDraft` for its defaults. */
export function useFormDraft<Values extends FieldValues>(watch: UseFormWatch<Values>, key: string): void {
  useEffect(() => {
    const { unsubscribe } = watch((values) => keepFormDraft(key, values));
    return unsubscribe;
  }, [watch, key]);
}
