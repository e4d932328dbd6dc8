import type { MouseEvent } from 'react';

/**
 * A link's click, taken over by the app: the link still works before and without the page's code
 * (and opens a new tab with a modifier key); a plain click does `action` in place instead.
 */
export const followInApp =
  (action: () => void) =>
  (event: MouseEvent<HTMLElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
