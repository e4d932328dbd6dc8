import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { RTD_DOCUMENT_KINDS, type RtdDocumentKind } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { fieldErrorOf } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { useAddRtdDocument } from '../../api/clearinghouse-api';
import { PdfRecordEnd, usePdfRecord } from './pdf-record-form';

export function AddRtdDocumentForm({ applicationId }: { applicationId: string }) {
  const t = useT();
  const mutation = useAddRtdDocument(applicationId);
  const pdf = usePdfRecord();
  const [kind, setKind] = useState<RtdDocumentKind | ''>('');
  const [datedOn, setDatedOn] = useState('');
  const serverError = fieldErrorOf(mutation.error);
  const missing = (value: string) => (pdf.checked && !value ? t('fields.required') : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pdf.check(Boolean(kind && datedOn)) || !kind || !pdf.file) return;
    mutation.mutate(
      { fields: { kind, dated_on: datedOn }, file: pdf.file },
      {
        onSuccess: () => {
          setKind('');
          setDatedOn('');
          pdf.sent();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('hiring.file.addRtd')}>
      <Stack gap="xs">
        <NativeSelect
          label={t('hiring.file.rtdKind')}
          required
          value={kind}
          onChange={(event) => {
            pdf.changed();
            setKind(event.currentTarget.value as RtdDocumentKind | '');
          }}
          error={missing(kind) ?? serverError('kind')}
          data={[
            { value: '', label: t('hiring.file.choose') },
            ...RTD_DOCUMENT_KINDS.map((value) => ({ value, label: t(`hiring.rtdKinds.${value}`) })),
          ]}
        />
        <TextInput
          type="date"
          required
          label={t('hiring.file.rtdDatedOn')}
          value={datedOn}
          onChange={(event) => {
            pdf.changed();
            setDatedOn(event.currentTarget.value);
          }}
          error={missing(datedOn) ?? serverError('dated_on')}
        />
        <PdfRecordEnd
          record={pdf}
          fileLabel={t('hiring.file.rtdFile')}
          fileMissing={t('hiring.api.rtdOnlyPdf')}
          submitLabel={t('hiring.file.addRtd')}
          doneText={t('hiring.file.rtdAdded')}
          pending={mutation.isPending}
          error={mutation.error}
        />
      </Stack>
    </form>
  );
}
