import type { ClearinghouseQueryFields, ClearinghouseQueryType } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { useRecordQuery } from '../../api/clearinghouse-api';
import { usePdfRecord } from './pdf-record-form';

const EMPTY = {
  query_type: 'full' as ClearinghouseQueryType,
  purpose: '',
  queried_on: '',
  driver_approved_on: '',
  result: '',
};

/** The query form's answers and its one request; a full query also needs the driver's approval date. */
export function useQueryForm(applicationId: string) {
  const mutation = useRecordQuery(applicationId);
  const pdf = usePdfRecord();
  const [values, setValues] = useState(EMPTY);
  const full = values.query_type === 'full';
  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    pdf.changed();
    setValues({ ...values, [key]: event.currentTarget.value });
  };
  const setType = (query_type: ClearinghouseQueryType) => {
    pdf.changed();
    // A limited query is an annual one, with results of its own.
    setValues({ ...values, query_type, purpose: query_type === 'limited' ? 'annual' : values.purpose, result: '' });
  };
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
  return { mutation, pdf, values, full, set, setType, submit };
}
