import { useMemo } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';

export interface AnswerFormat {
  /** The apply screening stores answers as 1/0. */
  flag: (flag: number) => string;
  /** A date answer, or nothing (which the field list reads as "Not answered"). */
  date: (value: string | null | undefined) => string | null;
}

/** How the file writes an answer, in the page's language. */
export function useAnswerFormat(): AnswerFormat {
  const t = useT();
  const formatDate = useFormatDate();
  return useMemo(
    () => ({
      flag: (flag) => t(flag === 1 ? 'onboarding.yes' : 'onboarding.no'),
      date: (value) => (value ? formatDate(value) : null),
    }),
    [t, formatDate],
  );
}

/** A file size a person reads: bytes, KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
