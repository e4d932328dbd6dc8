/** What the details panel's apply button says and does (SPEC §4); the careers page decides it. */
export interface ApplyAction {
  label: string;
  disabled: boolean;
  apply: (jobId: number) => void;
}
