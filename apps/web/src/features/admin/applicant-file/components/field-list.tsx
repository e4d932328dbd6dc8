import { FieldList as BaseFieldList, type Field } from '../../../../components/field-list';
import { adminTableTexts } from '../../shared/texts';

export type { Field };

/** The applicant file's label/value lists: an answer left blank reads "Not answered". */
export function FieldList(props: { fields: Field[]; cols?: 2 | 3 }) {
  return <BaseFieldList {...props} emptyText={adminTableTexts.notAnswered} />;
}
