import { Alert, Button, Input } from '@mantine/core';
import { useId, useState } from 'react';
import { PdfFileInput } from '../../../../../components/pdf-file-input';
import { errorText } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { ConfirmationNotice } from '../../components/confirmation-notice';

// What the Clearinghouse step's forms share: each record comes with its PDF, checked before it is
// sent; the answers stay in the form until the server took them.

export function usePdfRecord() {
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);
  return {
    file,
    fileKey,
    checked,
    done,
    setFile,
    /** Marks the form as checked, so missing answers say so; true when it may be sent with its file. */
    check: (answered: boolean): boolean => {
      setChecked(true);
      return answered && file !== null;
    },
    /** An answer changed: the last confirmation no longer describes the form. */
    changed: () => setDone(false),
    /** The server took the record: the form starts again, empty, and says so. */
    sent: () => {
      setFile(null);
      setFileKey((key) => key + 1);
      setChecked(false);
      setDone(true);
    },
  };
}

export type PdfRecord = ReturnType<typeof usePdfRecord>;

/** The PDF's field, the submit button, then the confirmation or the server's refusal. */
export function PdfRecordEnd({
  record,
  fileLabel,
  fileMissing,
  submitLabel,
  doneText,
  pending,
  error,
}: {
  record: PdfRecord;
  fileLabel: string;
  fileMissing: string;
  submitLabel: string;
  doneText: string;
  pending: boolean;
  error: unknown;
}) {
  const t = useT();
  const fileId = useId();
  return (
    <>
      <Input.Wrapper
        id={fileId}
        label={fileLabel}
        required
        error={record.checked && !record.file ? fileMissing : undefined}
      >
        <PdfFileInput
          key={record.fileKey}
          id={fileId}
          disabled={pending}
          onChange={(event) => {
            record.changed();
            record.setFile(event.currentTarget.files?.[0] ?? null);
          }}
        />
      </Input.Wrapper>
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
      {record.done && <ConfirmationNotice onClose={record.changed}>{doneText}</ConfirmationNotice>}
      {Boolean(error) && (
        <Alert color="red" role="alert">
          {errorText(error, t('adminApplications.file.loadFailed'))}
        </Alert>
      )}
    </>
  );
}
