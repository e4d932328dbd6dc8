import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorText, isApiError } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { clearinghouseQuery } from '../../api/clearinghouse-api';
import { useInvestigationViewHeaders } from '../../api/investigation-view';
import { ClearinghouseStep } from './clearinghouse-step';

/**
 * The Clearinghouse step (49 CFR 382.701, 382.703, 382.217; decision 029): the driver's consent,
 * every query with its own result PDF, the return-to-duty documents a violation needs, and the
 * next query of a hired driver.
 */
export function ClearinghousePanel({ applicationId }: { applicationId: string }) {
  const t = useT();
  const titleId = useId();
  const step = useQuery(clearinghouseQuery(applicationId, useInvestigationViewHeaders()));
  const forbidden = isApiError(step.error) && step.error.status === 403;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {t('hiring.file.clearinghouseTitle')}
          </Title>
          {/* WCAG AA: white on teal.9 or gray.7 is over 4.5:1; the light variants are not. */}
          {step.data && (
            <Badge color={step.data.complete ? 'teal.9' : 'gray.7'} variant="filled">
              {step.data.complete ? t('hiring.file.complete') : t('hiring.file.incomplete')}
            </Badge>
          )}
        </Group>
        {forbidden && <Text size="sm">{t('hiring.file.noPermission')}</Text>}
        {/* A side panel that did not load is said in place; the file's own alerts stay the page's. */}
        {step.isError && !forbidden && (
          <Text size="sm" c="red.8">
            {errorText(step.error, t('adminApplications.file.loadFailed'))}
          </Text>
        )}
        {step.data && <ClearinghouseStep applicationId={applicationId} step={step.data} />}
      </Stack>
    </Paper>
  );
}
