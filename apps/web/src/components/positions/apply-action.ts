/**
 * What a position's apply button says and does (SPEC §4 pipeline_status); the careers page decides it.
 * `kind` tells the card which button to show: 'apply' (no application, or a visitor) opens the
 * details panel, 'continue' goes to onboarding, 'completed' is disabled.
 */
export interface ApplyAction {
  kind: 'apply' | 'continue' | 'completed';
  label: string;
  disabled: boolean;
  apply: (jobId: number) => void;
  /** Where `apply` leads, as a link that works before and without the page's code; none: a button. */
  href?: (jobId: number) => string;
}
