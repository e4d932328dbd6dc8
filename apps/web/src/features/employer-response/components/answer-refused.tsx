import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { ErrorSummary } from '../../../components/error-summary';
import { errorText, isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { answerErrors } from './answer-errors';

/** A refused answer: the fields to fix as a summary linking to each, else the server's message. */
export function AnswerRefused({ error }: { error: unknown }) {
  const t = useT();
  const summary = useMemo(() => answerErrors(isApiError(error) ? error.errors : undefined, t), [error, t]);
  return summary.length > 0 ? (
    <ErrorSummary title={t('verifications.employer.errorSummary')} errors={summary} />
  ) : (
    <Alert color="red" role="alert">
      {errorText(error, t('verifications.employer.loadFailed'))}
    </Alert>
  );
}
