// The styles come with this entry, not with the code it asks for later: the server writes them into
// its pages, so a page is drawn styled before any code arrives.
import './app/styles';

// A page the server drew is whole without its code: the code is asked for once the page is on
// screen, so on a slow phone connection the first paint shares the line with nothing, and a tap
// meanwhile follows the page's real links and forms (decision 021). A page the browser draws
// itself needs its code to show anything, so it asks at once.
const serverDrawn = Boolean(document.getElementById('root')?.firstChild);
void (serverDrawn ? afterFirstPaint() : Promise.resolve()).then(() => import('./boot'));

/**
 * Settles once the browser has painted the page's first text. A hidden tab paints nothing, and a
 * browser that does not report paints cannot be waited for: those go on at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}
