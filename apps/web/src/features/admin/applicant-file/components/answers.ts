import { messages } from '@roadhire/shared';
import { formatDate } from '../../shared/format-date';

const yesNo = messages.onboarding;

/** The apply screening stores answers as 1/0. */
export const flagAnswer = (flag: number) => (flag === 1 ? yesNo.yes : yesNo.no);

/** A date answer, or nothing (which the field list reads as "Not answered"). */
export const dateAnswer = (value: string | null | undefined) => (value ? formatDate(value) : null);

/** A file size a person reads: bytes, KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
