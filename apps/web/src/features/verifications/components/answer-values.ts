import type { Translate } from '../../../lib/i18n/locale';

/** A stored answer's day, as the driver reads it: the date part of its timestamp. */
export const day = (iso: string | null) => (iso ?? '').slice(0, 10);

/** A stored answer's value in words: yes, no, a dash for nothing, else as written. */
export const shownWith = (t: Translate) => (value: unknown) =>
  value === true
    ? t('verifications.driver.yes')
    : value === false
      ? t('verifications.driver.no')
      : value === null || value === undefined
        ? '—'
        : String(value);
