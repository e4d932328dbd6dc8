import { Anchor, Box, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  apiPaths,
  CLEARINGHOUSE_LIMITED_RESULTS,
  CLEARINGHOUSE_QUERY_PURPOSES,
  CLEARINGHOUSE_RESULTS,
  type ClearinghouseQuery,
  type ClearinghouseQueryFields,
  type ClearinghouseQueryType,
} from '@roadhire/shared';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrorOf } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';
import { useRecordQuery } from '../api/clearinghouse-api';
import { PdfRecordEnd, usePdfRecord } from './pdf-record-form';

/** Every query recorded, the latest first, each with its own result PDF; and the form that adds one. */
export function ClearinghouseQueries({
  applicationId,
  queries,
}: {
  applicationId: string;
  queries: ClearinghouseQuery[];
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('hiring.file.queriesTitle')}
      </Title>
      {queries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hiring.file.noQueries')}
        </Text>
      ) : (
        <Stack component="ul" aria-labelledby={titleId} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {queries.map((query) => (
            <QueryItem key={query.id} applicationId={applicationId} query={query} />
          ))}
        </Stack>
      )}
      <RecordQueryForm applicationId={applicationId} />
    </Stack>
  );
}

function QueryItem({ applicationId, query }: { applicationId: string; query: ClearinghouseQuery }) {
  const t = useT();
  const labelled = (label: string) => t('careers.labelled', { label });
  return (
    <Box component="li" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}>
      <Text size="sm" fw={600}>
        {t(`hiring.queryTypes.${query.query_type}`)} · {t(`hiring.purposes.${query.purpose}`)}
      </Text>
      <Text size="sm">
        {labelled(t('hiring.file.queriedOn'))} {query.queried_on}
      </Text>
      {query.driver_approved_on && (
        <Text size="sm">
          {labelled(t('hiring.file.approvedColumn'))} {query.driver_approved_on}
        </Text>
      )}
      <Text size="sm">
        {labelled(t('hiring.file.result'))} {t(`hiring.results.${query.result}`)}
      </Text>
      {query.result_pdf ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="start"
          onClick={() =>
            downloadFile(
              apiPaths.adminClearinghouseQueryPdf(applicationId, query.id),
              query.result_pdf?.original_name ?? 'clearinghouse.pdf',
            )
          }
        >
          {t('hiring.file.downloadQueryPdf', { date: query.queried_on })}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('hiring.file.noPdf')}
        </Text>
      )}
    </Box>
  );
}

const EMPTY = {
  query_type: 'full' as ClearinghouseQueryType,
  purpose: '',
  queried_on: '',
  driver_approved_on: '',
  result: '',
};

/** One query with its result PDF, recorded in one request: nothing is kept half-written. */
function RecordQueryForm({ applicationId }: { applicationId: string }) {
  const t = useT();
  const mutation = useRecordQuery(applicationId);
  const titleId = useId();
  const pdf = usePdfRecord();
  const [values, setValues] = useState(EMPTY);
  const full = values.query_type === 'full';
  const serverError = fieldErrorOf(mutation.error);
  const missing = (value: string) => (pdf.checked && !value ? t('fields.required') : undefined);
  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    pdf.changed();
    setValues({ ...values, [key]: event.currentTarget.value });
  };
  const choose = (options: readonly string[], label: (value: string) => string) => [
    { value: '', label: t('hiring.file.choose') },
    ...options.map((value) => ({ value, label: label(value) })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answered = Boolean(
      values.purpose && values.queried_on && values.result && (!full || values.driver_approved_on),
    );
    if (!pdf.check(answered) || !pdf.file) return;
    const fields = { ...values, driver_approved_on: full ? values.driver_approved_on : undefined };
    mutation.mutate(
      { fields: fields as ClearinghouseQueryFields, file: pdf.file },
      {
        onSuccess: () => {
          setValues(EMPTY);
          pdf.sent();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t('hiring.file.recordQueryTitle')}
        </Title>
        <NativeSelect
          label={t('hiring.file.queryType')}
          value={values.query_type}
          onChange={(event) => {
            const query_type = event.currentTarget.value as ClearinghouseQueryType;
            pdf.changed();
            // A limited query is an annual one, with results of its own.
            setValues({
              ...values,
              query_type,
              purpose: query_type === 'limited' ? 'annual' : values.purpose,
              result: '',
            });
          }}
          data={(['full', 'limited'] as const).map((value) => ({ value, label: t(`hiring.queryTypes.${value}`) }))}
        />
        <NativeSelect
          label={t('hiring.file.purpose')}
          required
          value={values.purpose}
          onChange={set('purpose')}
          error={missing(values.purpose) ?? serverError('purpose')}
          data={choose(full ? CLEARINGHOUSE_QUERY_PURPOSES : ['annual'], (value) =>
            t(`hiring.purposes.${value as 'annual'}`),
          )}
        />
        {full && (
          <TextInput
            type="date"
            required
            label={t('hiring.file.fullQueryApprovedOn')}
            value={values.driver_approved_on}
            onChange={set('driver_approved_on')}
            error={missing(values.driver_approved_on) ?? serverError('driver_approved_on')}
          />
        )}
        <TextInput
          type="date"
          required
          label={t('hiring.file.queriedOn')}
          value={values.queried_on}
          onChange={set('queried_on')}
          error={missing(values.queried_on) ?? serverError('queried_on')}
        />
        <NativeSelect
          label={t('hiring.file.result')}
          required
          value={values.result}
          onChange={set('result')}
          error={missing(values.result) ?? serverError('result')}
          data={choose(full ? CLEARINGHOUSE_RESULTS : CLEARINGHOUSE_LIMITED_RESULTS, (value) =>
            t(`hiring.results.${value as 'prohibited'}`),
          )}
        />
        <PdfRecordEnd
          record={pdf}
          fileLabel={t('hiring.file.resultPdf')}
          fileMissing={t('hiring.api.onlyPdf')}
          submitLabel={t('hiring.file.recordQuery')}
          doneText={t('hiring.file.queryRecorded')}
          pending={mutation.isPending}
          error={mutation.error}
        />
      </Stack>
    </form>
  );
}
