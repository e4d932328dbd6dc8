import { Alert, Paper, Stack, Text } from '@mantine/core';
import { type AdminVerification, apiPaths } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorText } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { AnswerForm } from './answer-form';
import { AttemptList } from './attempt-list';
import { ContactForm } from './contact-form';
import { DriverReviewBlock } from './driver-review-block';
import { ReasonForm } from './reason-form';
import { RecordedAnswer } from './recorded-answer';
import { UndeclaredAccidents } from './undeclared-accidents';
import type { VerificationAction } from './verification-action';
import { VerificationActions } from './verification-actions';
import { VerificationFacts } from './verification-facts';
import type { VerificationList } from './verification-list';

type Call = { path: string; method?: 'POST' | 'PUT'; body?: unknown };

/** One previous employer's check: its facts, what came back, and what the recruiter may do next. */
export function VerificationCard({ item, queryKey }: { item: AdminVerification; queryKey: unknown[] }) {
  const t = useT();
  const client = useQueryClient();
  const [action, setAction] = useState<VerificationAction>(null);
  const act = useMutation({
    mutationFn: ({ path, method = 'POST', body = {} }: Call) => apiRequest<VerificationList>(path, { method, body }),
    onSuccess: (data) => {
      client.setQueryData(queryKey, data);
      setAction(null);
    },
  });
  const open = ['awaiting_release', 'awaiting_contact', 'sent', 'bounced'].includes(item.status);
  const headingId = `verification-${item.id}`;
  return (
    <Paper component="article" withBorder p="sm" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <VerificationFacts item={item} headingId={headingId} />
        <AttemptList attempts={item.attempts} />
        {item.response && <RecordedAnswer id={item.id} response={item.response} />}
        <UndeclaredAccidents item={item} />
        <DriverReviewBlock
          item={item}
          pending={act.isPending}
          onRelease={() => act.mutate({ path: apiPaths.adminVerificationRelease(item.id) })}
        />
        {item.good_faith && (
          <details>
            <summary style={{ cursor: 'pointer' }}>{t('verifications.admin.goodFaith')}</summary>
            <Text size="sm" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
              {item.good_faith.text}
            </Text>
          </details>
        )}
        {open && <VerificationActions item={item} onPost={(path) => act.mutate({ path })} onOpen={setAction} />}
        {action === 'contact' && (
          <ContactForm
            item={item}
            onSubmit={(body) => act.mutate({ path: apiPaths.adminVerificationContact(item.id), method: 'PUT', body })}
          />
        )}
        {action === 'close' && (
          <ReasonForm
            onSubmit={(reason) => act.mutate({ path: apiPaths.adminVerificationClose(item.id), body: { reason } })}
          />
        )}
        {action === 'answer' && (
          <AnswerForm
            item={item}
            error={act.error}
            onSubmit={(body) => act.mutate({ path: apiPaths.adminVerificationResponse(item.id), body })}
          />
        )}
        {act.isError && (
          <Alert color="red" role="alert">
            {errorText(act.error, t('verifications.admin.failed'))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
