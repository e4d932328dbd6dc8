/**
 * A server-rendered careers page paints well before its code has arrived, and a button that needs
 * the app (Apply, Continue Application: they read the driver's session) would ignore a tap made in
 * that moment. The page's head carries this small script, which runs before anything is drawn: it
 * keeps such a tap, shows the button busy, and the app carries the tap out once that button is
 * taken over (`useEarlyTap` in the web app). The server allows it by its hash in the CSP.
 */

/** Marks a button whose tap is kept until the app has taken it over. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** Where the script keeps the taps: `pending` elements, and the `ready` ones the app answers itself. */
export const EARLY_TAPS_GLOBAL = 'roadhireEarlyTaps';

export interface EarlyTaps {
  pending: Element[];
  ready: WeakSet<Element>;
}

// Plain ES5 in a string: it is sent as it stands, and its hash must not change with a build.
const SCRIPT = `(function(){var taps=window.${EARLY_TAPS_GLOBAL}={pending:[],ready:new WeakSet()};document.addEventListener('click',function(event){var target=event.target;var button=target&&target.closest&&target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!button||taps.ready.has(button))return;event.preventDefault();if(taps.pending.indexOf(button)<0)taps.pending.push(button);button.setAttribute('aria-busy','true');},true);})();`;

/** What the script and its busy look add to a server-rendered page's head. */
export const EARLY_TAPS_HEAD = `<style>[${EARLY_TAP_ATTRIBUTE}][aria-busy="true"]{opacity:.65;cursor:progress}</style><script>${SCRIPT}</script>`;

/** The script's text, as the CSP hashes it. */
export const EARLY_TAPS_SCRIPT = SCRIPT;
