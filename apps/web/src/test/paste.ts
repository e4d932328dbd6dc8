import userEvent from '@testing-library/user-event';

/**
 * Puts a whole text in a field at once, as a paste does. Typing key by key renders the form once per
 * key, which in jsdom costs tens of milliseconds each: keep `type` for what needs the keys.
 */
export async function paste(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
