import { Button, Input, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CandidateDocument, MessageId } from '@roadhire/shared';
import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { rowDocumentCalls } from '../api/documents';
import type { OnboardingForm } from '../step-contract';
import { candidateDocItem, DocumentList, DocumentUpload, useProofTexts } from './document-section';
import { DateField } from './step-fields';

/** The ids of a list's texts in the catalogues; `row` takes the row's number as `n`. */
export interface DatedRowsTexts {
  row: MessageId;
  type: MessageId;
  date: MessageId;
  upload: MessageId;
  add: MessageId;
}

/**
 * Training courses or safe-driving awards (SPEC §2 step 4, §4): a blank row appears when the
 * answer is Yes, the rows are emptied when it is No, and a row can be removed only when more
 * than one exists. Each row has a type, a date and an optional PDF whose id it keeps.
 */
export function DatedRows({
  form,
  answer,
  name,
  kind,
  types,
  texts,
}: {
  form: OnboardingForm;
  answer: 'dq_training' | 'dq_safe_driving_awards';
  name: 'dq_trainings' | 'dq_awards';
  kind: 'training' | 'award';
  types: readonly string[];
  texts: DatedRowsTexts;
}) {
  const t = useT();
  const tx = useSayMessage();
  const proofTexts = useProofTexts();
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name });
  const answered = useWatch({ control: form.control, name: answer });
  const rows = useWatch({ control: form.control, name });
  const blankRow = { type: '', date: '', doc_id: null };

  useEffect(() => {
    if (answered === 'Yes' && fields.length === 0) append(blankRow, { shouldFocus: false });
    if (answered === 'No' && fields.length > 0) replace([]);
  });

  if (answered !== 'Yes') return null;
  const calls = rowDocumentCalls(kind);
  const listError = tx(form.getFieldState(name, form.formState).error?.message);
  return (
    <Stack gap="sm">
      {fields.map((row, index) => {
        const errors = form.formState.errors[name]?.[index];
        const docId = rows?.[index]?.doc_id ?? null;
        return (
          <Paper key={row.id} withBorder p="sm" component="fieldset" style={{ minInlineSize: 0 }}>
            <Text component="legend" fw={600} px={4}>
              {t(texts.row, { n: index + 1 })}
            </Text>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect
                  label={t(texts.type)}
                  required
                  {...form.register(`${name}.${index}.type`)}
                  error={tx(errors?.type?.message)}
                  data={[
                    { value: '', label: t('onboarding.select') },
                    ...types.map((type) => ({ value: type, label: type })),
                  ]}
                />
                <DateField form={form} name={`${name}.${index}.date`} label={t(texts.date)} />
              </SimpleGrid>
              {docId === null ? (
                <DocumentUpload<CandidateDocument>
                  calls={calls}
                  label={t(texts.upload)}
                  listLabel={t(texts.upload)}
                  texts={proofTexts}
                  toItem={candidateDocItem}
                  showList={false}
                  onUploaded={(doc) => form.setValue(`${name}.${index}.doc_id`, doc.doc_id)}
                />
              ) : (
                <DocumentList
                  calls={calls}
                  toItem={candidateDocItem}
                  texts={proofTexts}
                  label={t(texts.upload)}
                  only={(item) => item.id === docId}
                  onDeleted={() => form.setValue(`${name}.${index}.doc_id`, null)}
                />
              )}
              {fields.length > 1 && (
                <Button variant="default" color="red" onClick={() => remove(index)} fullWidth={false}>
                  {`${t('onboarding.remove')} ${t(texts.row, { n: index + 1 })}`}
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
      {listError && <Input.Error>{listError}</Input.Error>}
      <Button variant="light" onClick={() => append(blankRow)}>
        {t(texts.add)}
      </Button>
    </Stack>
  );
}
