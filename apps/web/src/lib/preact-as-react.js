// The careers pages' own build runs on Preact (decision 025): `react` resolves to this module there.
// JavaScript, not TypeScript: preact/compat's types are React's namespace, which cannot be re-exported.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's `<Activity>`, which preact/compat lacks. Mantine renders it only around a transition
 * or a panel with `keepMounted`, which the careers pages do not use; hidden content is unmounted
 * here rather than kept.
 *
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : children;
}
