import { type AdminApplicantFile, answerRows, questionsOf } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { AddressHistoryList } from '../components/address-history-list';
import { useAnswerFields } from '../components/answer-fields';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';

type Form = NonNullable<AdminApplicantFile['onboarding_form']>;

/** Onboarding steps 1 and 2: where the driver lives and lived before, the referral and the right to work. */
export function AddressSection({ form }: { form: Form }) {
  const t = useT();
  const answerFields = useAnswerFields();
  // The referral is stored as one JSON text; the file shows its two answers as the form asked them.
  const answers = { ...form, refer_by_name: form.refer_by?.name, refer_by_id: form.refer_by?.employeeId };
  const personal = answerRows(questionsOf(1), answers);
  const firstQuestion = personal.findIndex((row) => row.kind === 'yesNo');
  return (
    <FileSection title={t('adminApplications.file.sections.address')}>
      <FieldList cols={3} fields={answerFields(personal.slice(0, firstQuestion))} />
      <AddressHistoryList rows={form.address_history} />
      <FieldList fields={answerFields([...personal.slice(firstQuestion), ...answerRows(questionsOf(2), answers)])} />
    </FileSection>
  );
}
