import { useMemo } from 'react';
import { useReferenceNames } from '../../../../lib/api/reference-names';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';

export interface AnswerFormat {
  /** The apply screening stores answers as 1/0. */
  flag: (flag: number) => string;
  /** A date answer, or nothing (which the field list reads as "Not answered"). */
  date: (value: string | null | undefined) => string | null;
  /** A reference list's answer (stored in English) as the forms offered it in the page's language. */
  names: ReturnType<typeof useReferenceNames>;
}

/** How the file writes an answer, in the page's language. */
export function useAnswerFormat(): AnswerFormat {
  const t = useT();
  const formatDate = useFormatDate();
  const names = useReferenceNames();
  return useMemo(
    () => ({
      flag: (flag) => t(flag === 1 ? 'onboarding.yes' : 'onboarding.no'),
      date: (value) => (value ? formatDate(value) : null),
      names,
    }),
    [t, formatDate, names],
  );
}

/** A file size a person reads: bytes, KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
