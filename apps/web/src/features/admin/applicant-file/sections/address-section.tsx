import type { AdminApplicantFile } from '@roadhire/shared';
import { messages } from '@roadhire/shared';
import { dateAnswer } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const s1 = messages.onboarding.step1;
const s2 = messages.onboarding.step2;

/** Onboarding steps 1 and 2: where the driver lives, the referral and the right to work. */
export function AddressSection({ form }: { form: NonNullable<AdminApplicantFile['onboarding_form']> }) {
  const previous = form.dq_previous_nwt_employee === 'Yes';
  return (
    <FileSection title={fileTexts.sections.address}>
      <FieldList
        cols={3}
        fields={[
          { label: s1.dob, value: dateAnswer(form.dob) },
          { label: s1.address1, value: form.address1 },
          { label: s1.address2, value: form.address2 },
          { label: s1.city, value: form.city },
          { label: s1.province, value: form.province },
          { label: s1.country, value: form.country },
          { label: s1.postalCode, value: form.postal_code },
        ]}
      />
      <FieldList
        fields={[
          { label: s1.referStatus, value: form.refer_status },
          ...(form.refer_status === 'Yes'
            ? [
                { label: s1.referByName, value: form.refer_by?.name },
                { label: s1.referById, value: form.refer_by?.employeeId },
              ]
            : []),
          { label: s2.legalRightCanada, value: form.dq_legal_right_canada },
          { label: s2.docType, value: form.canada_doc_type ? s2.docTypes[form.canada_doc_type] : null },
          { label: s2.legalRightUs, value: form.dq_legal_right_us },
          { label: s2.previousEmployee, value: form.dq_previous_nwt_employee },
          ...(previous
            ? [
                { label: s2.previousFrom, value: dateAnswer(form.dq_previous_nwt_from) },
                { label: s2.previousTo, value: dateAnswer(form.dq_previous_nwt_to) },
              ]
            : []),
        ]}
      />
    </FileSection>
  );
}
