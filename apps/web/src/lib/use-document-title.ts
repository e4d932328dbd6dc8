import { useEffect } from 'react';

/**
 * Keeps the tab's title on the page's own once known: the server names a careers page in its HTML,
 * and moving between pages in the browser must rename the tab the same way.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
