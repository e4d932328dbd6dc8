import { Anchor, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { apiPaths, RTD_DOCUMENT_KINDS, type RtdDocument, type RtdDocumentKind } from '@roadhire/shared';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrorOf } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';
import { useAddRtdDocument } from '../api/clearinghouse-api';
import { PdfRecordEnd, usePdfRecord } from './pdf-record-form';

/**
 * The return-to-duty documents of a driver whose full query found violations (49 CFR 382.217,
 * 40.305): each a PDF with its date, needed on or before the hire date.
 */
export function RtdDocuments({ applicationId, documents }: { applicationId: string; documents: RtdDocument[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('hiring.file.rtdTitle')}
      </Title>
      <Text size="sm">{t('hiring.file.rtdIntro')}</Text>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hiring.file.rtdNone')}
        </Text>
      ) : (
        <Stack component="ul" aria-labelledby={titleId} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <li key={document.id}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="start"
                onClick={() =>
                  downloadFile(
                    apiPaths.adminClearinghouseRtdDocumentPdf(applicationId, document.id),
                    document.pdf.original_name,
                  )
                }
              >
                {t('hiring.file.downloadRtd', {
                  document: t(`hiring.rtdKinds.${document.kind}`),
                  date: document.dated_on,
                })}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      <AddRtdDocumentForm applicationId={applicationId} />
    </Stack>
  );
}

function AddRtdDocumentForm({ applicationId }: { applicationId: string }) {
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
