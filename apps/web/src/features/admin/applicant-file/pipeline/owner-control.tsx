import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ApplicationOwner } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useCan } from '../../../../lib/api/get-admin-me';
import { errorText } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useClaimApplicant, useReassignApplicant } from '../../shared/use-claim-applicant';
import { possibleOwnersQuery } from '../api/owners-api';

/**
 * Who answers for the applicant (issue 43). A member whose role acts on applicants claims one no one
 * owns, or gives it to a member who may own it (active, acting on applicants, seeing this one) or
 * back to the "Unassigned" queue.
 */
export function OwnerControl({
  applicationId,
  owner,
  onDone,
}: {
  applicationId: number;
  owner: ApplicationOwner | null;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const titleId = useId();
  const canAct = useCan('applicants.act');
  const claim = useClaimApplicant();
  const reassign = useReassignApplicant(applicationId);
  const choices = useQuery({ ...possibleOwnersQuery(String(applicationId)), enabled: canAct });
  const [choice, setChoice] = useState(owner ? String(owner.id) : '');
  const failure = claim.isError
    ? errorText(claim.error, t('adminApplications.owner.claimFailed'))
    : reassign.isError
      ? errorText(reassign.error, t('adminApplications.owner.reassignFailed'))
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.reset();
    reassign.mutate(
      { user_id: choice ? Number(choice) : null },
      { onSuccess: () => onDone(t('adminApplications.owner.reassigned')) },
    );
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('adminApplications.owner.label')}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{owner ? owner.name : t('adminApplications.owner.none')}</Text>
        {canAct && !owner && (
          <Button
            size="compact-sm"
            variant="light"
            loading={claim.isPending}
            onClick={() => {
              reassign.reset();
              claim.mutate(applicationId, { onSuccess: () => onDone(t('adminApplications.owner.claimed')) });
            }}
          >
            {t('adminApplications.owner.claim')}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {canAct && choices.isError && (
        <Text size="sm" c="red" role="status">
          {t('adminApplications.owner.choicesFailed')}
        </Text>
      )}
      {canAct && choices.data && (
        <form onSubmit={submit} aria-labelledby={titleId}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('adminApplications.owner.giveTo')}
              data={[
                { value: '', label: t('adminApplications.owner.backToQueue') },
                ...choices.data.items.map((member) => ({ value: String(member.id), label: member.name })),
              ]}
              value={choice}
              onChange={(event) => setChoice(event.currentTarget.value)}
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" variant="default" loading={reassign.isPending}>
              {t('adminApplications.owner.reassign')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
