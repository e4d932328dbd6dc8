/**
 * A server-rendered careers page paints well before its code has arrived, and until then a button
 * that needs the app (Apply, Continue Application: they read the driver's session) ignores a tap,
 * and what is typed in the search or chosen in a filter is wiped when the app takes the page over.
 * The page's head carries this small script, which runs before anything is drawn: it keeps such a
 * tap, showing the button busy, and the last value of such a field; the app carries them out once
 * that element is taken over (`useEarlyTap`, `useEarlyInput` in the web app). The server allows
 * the script by its hash in the CSP.
 */

/** Marks a button whose tap is kept until the app has taken it over. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** Marks a search box or a list whose value, typed or chosen before the app has it, is kept. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';

/** Where the script keeps them: tapped buttons, fields' values, and the elements the app answers itself. */
export const EARLY_TAPS_GLOBAL = 'roadhireEarlyTaps';

export interface EarlyTaps {
  pending: Element[];
  values: WeakMap<Element, string>;
  ready: WeakSet<Element>;
}

// Plain ES5 in a string: it is sent as it stands, and its hash must not change with a build.
const SCRIPT = `(function(){var taps=window.${EARLY_TAPS_GLOBAL}={pending:[],values:new WeakMap(),ready:new WeakSet()};document.addEventListener('click',function(event){var target=event.target;var button=target&&target.closest&&target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!button||taps.ready.has(button))return;event.preventDefault();if(taps.pending.indexOf(button)<0)taps.pending.push(button);button.setAttribute('aria-busy','true');},true);document.addEventListener('input',function(event){var field=event.target;if(field&&field.hasAttribute&&field.hasAttribute('${EARLY_INPUT_ATTRIBUTE}')&&!taps.ready.has(field))taps.values.set(field,field.value);},true);})();`;

/** What the script and its busy look add to a server-rendered page's head. */
export const EARLY_TAPS_HEAD = `<style>[${EARLY_TAP_ATTRIBUTE}][aria-busy="true"]{opacity:.65;cursor:progress}</style><script>${SCRIPT}</script>`;

/** The script's text, as the CSP hashes it. */
export const EARLY_TAPS_SCRIPT = SCRIPT;
