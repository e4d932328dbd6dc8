import { FieldList as BaseFieldList, type Field } from '../../../../components/field-list';
import { useT } from '../../../../lib/i18n/locale';

export type { Field };

/** The applicant file's label/value lists: an answer left blank reads "Not answered". */
export function FieldList(props: { fields: Field[]; cols?: 2 | 3 }) {
  const t = useT();
  return <BaseFieldList {...props} emptyText={t('adminPage.table.notAnswered')} />;
}
