import { NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import {
  CLEARINGHOUSE_LIMITED_RESULTS,
  CLEARINGHOUSE_QUERY_PURPOSES,
  CLEARINGHOUSE_RESULTS,
  type ClearinghouseQueryType,
} from '@roadhire/shared';
import { useId } from 'react';
import { fieldErrorOf } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { PdfRecordEnd } from './pdf-record-form';
import { useQueryForm } from './use-query-form';

/** One query with its result PDF, recorded in one request: nothing is kept half-written. */
export function RecordQueryForm({ applicationId }: { applicationId: string }) {
  const t = useT();
  const titleId = useId();
  const { mutation, pdf, values, full, set, setType, submit } = useQueryForm(applicationId);
  const serverError = fieldErrorOf(mutation.error);
  const missing = (value: string) => (pdf.checked && !value ? t('fields.required') : undefined);
  const choose = (options: readonly string[], label: (value: string) => string) => [
    { value: '', label: t('hiring.file.choose') },
    ...options.map((value) => ({ value, label: label(value) })),
  ];
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t('hiring.file.recordQueryTitle')}
        </Title>
        <NativeSelect
          label={t('hiring.file.queryType')}
          value={values.query_type}
          onChange={(event) => setType(event.currentTarget.value as ClearinghouseQueryType)}
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
