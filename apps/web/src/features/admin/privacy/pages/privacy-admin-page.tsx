import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { apiPaths, RECORD_TYPES, type RecordType } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageIntro } from '../../../../components/page-intro';
import { errorText } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';
import { formatDate, formatDateTime } from '../../shared/format-date';
import {
  incidentsQuery,
  legalHoldsQuery,
  privacyRequestsQuery,
  useAddHold,
  useAddIncident,
  useDrySweep,
  useLiftHold,
} from '../api/privacy-admin';

/** Decision 031: the requests register, legal holds, the incidents register and the sweep's dry run. */
export function PrivacyAdminPage() {
  const t = useT();
  return (
    <Stack gap="xl">
      <PageIntro
        title={t('privacy.admin.title')}
        lead="Requests about drivers' data, legal holds, incidents and the retention sweep."
      />
      <RequestsRegister />
      <Holds />
      <Incidents />
      <Sweep />
    </Stack>
  );
}

function RequestsRegister() {
  const t = useT();
  const requests = useQuery(privacyRequestsQuery());
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-requests">
      <Title order={2} size="h3" id="privacy-requests" mb="sm">
        {t('privacy.admin.requestsTitle')}
      </Title>
      {requests.isError && <Alert color="red">{errorText(requests.error, 'The register could not be loaded.')}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-labelledby="privacy-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th>Erase after</Table.Th>
              <Table.Th>Done</Table.Th>
              <Table.Th>Answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(requests.data ?? []).map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>{request.id}</Table.Td>
                <Table.Td>{request.kind}</Table.Td>
                <Table.Td>{request.status}</Table.Td>
                <Table.Td>{formatDateTime(request.received_at)}</Table.Td>
                <Table.Td>{formatDate(request.due_on)}</Table.Td>
                <Table.Td>{formatDate(request.erase_after)}</Table.Td>
                <Table.Td>{formatDateTime(request.done_at)}</Table.Td>
                <Table.Td>
                  {request.detail ?? ''}
                  {request.held.length > 0 &&
                    ` Held: ${request.held.map((held) => t(`privacy.recordTypes.${held.record_type}`)).join(', ')}.`}
                  {request.answer ? ` ${request.answer}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Holds() {
  const t = useT();
  const holds = useQuery(legalHoldsQuery());
  const add = useAddHold();
  const lift = useLiftHold();
  const [userId, setUserId] = useState<number | string>('');
  const [recordType, setRecordType] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-holds">
      <Title order={2} size="h3" id="privacy-holds" mb="sm">
        {t('privacy.admin.holdsTitle')}
      </Title>
      {(holds.data ?? []).length === 0 && <Text size="sm">{t('privacy.admin.noHolds')}</Text>}
      <Stack gap="xs" mb="md">
        {(holds.data ?? []).map((hold) => (
          <Group key={hold.id} justify="space-between">
            <Text size="sm">
              {hold.user_id ? `Account ${hold.user_id}` : 'Everyone'} ·{' '}
              {hold.record_type ? t(`privacy.recordTypes.${hold.record_type}`) : 'every record'} · {hold.reason} ·{' '}
              {hold.until ? `until ${formatDate(hold.until)}` : 'until lifted'}
              {hold.lifted_at ? ` · lifted ${formatDateTime(hold.lifted_at)}` : ''}
            </Text>
            {!hold.lifted_at && (
              <Button size="xs" variant="default" onClick={() => lift.mutate(hold.id)}>
                {`Lift hold ${hold.id}`}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({
            user_id: typeof userId === 'number' ? userId : null,
            record_type: (recordType as RecordType | null) ?? null,
            reason,
            until: until || null,
          });
        }}
      >
        <Group align="flex-end">
          <NumberInput label="Account number" value={userId} onChange={setUserId} min={1} />
          <Select
            label="Record type"
            clearable
            data={RECORD_TYPES.map((type) => ({ value: type, label: t(`privacy.recordTypes.${type}`) }))}
            value={recordType}
            onChange={setRecordType}
          />
          <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} required />
          <TextInput label="Until (YYYY-MM-DD)" value={until} onChange={(e) => setUntil(e.currentTarget.value)} />
          <Button type="submit" loading={add.isPending}>
            Add a legal hold
          </Button>
        </Group>
        {add.isError && <Alert color="red">{errorText(add.error, 'The hold could not be saved.')}</Alert>}
      </form>
    </Paper>
  );
}

function Incidents() {
  const t = useT();
  const incidents = useQuery(incidentsQuery());
  const add = useAddIncident();
  const [form, setForm] = useState({
    description: '',
    occurred_from: '',
    learned_on: '',
    people_count: 0,
    risk_assessment: '',
    serious_injury_risk: false,
    measures: '',
  });
  const field = (name: keyof typeof form) => (event: { currentTarget: { value: string } }) =>
    setForm({ ...form, [name]: event.currentTarget.value });
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-incidents">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="privacy-incidents">
          {t('privacy.admin.incidentsTitle')}
        </Title>
        <Button
          variant="default"
          onClick={() => downloadFile(apiPaths.adminPrivacyIncidentsCsv, 'confidentiality-incidents.csv')}
        >
          {t('privacy.admin.incidentsCsv')}
        </Button>
      </Group>
      <Stack gap="xs" mb="md">
        {(incidents.data ?? []).map((incident) => (
          <Text key={incident.id} size="sm">
            {formatDate(incident.occurred_from)} · {incident.people_count} people · {incident.description}
          </Text>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ ...form, people_count: Number(form.people_count) });
        }}
      >
        <Stack gap="xs">
          <Textarea label="What happened" value={form.description} onChange={field('description')} required />
          <Group>
            <TextInput
              label="When (YYYY-MM-DD)"
              value={form.occurred_from}
              onChange={field('occurred_from')}
              required
            />
            <TextInput
              label="Learned on (YYYY-MM-DD)"
              value={form.learned_on}
              onChange={field('learned_on')}
              required
            />
            <NumberInput
              label="People concerned"
              value={form.people_count}
              min={0}
              onChange={(value) => setForm({ ...form, people_count: Number(value) || 0 })}
            />
          </Group>
          <Textarea label="Risk assessment" value={form.risk_assessment} onChange={field('risk_assessment')} required />
          <Checkbox
            label="Risk of serious injury"
            checked={form.serious_injury_risk}
            onChange={(event) => setForm({ ...form, serious_injury_risk: event.currentTarget.checked })}
          />
          <Textarea label="Measures taken" value={form.measures} onChange={field('measures')} required />
          <Group>
            <Button type="submit" loading={add.isPending}>
              Record the incident
            </Button>
          </Group>
          {add.isError && <Alert color="red">{errorText(add.error, 'The incident could not be saved.')}</Alert>}
        </Stack>
      </form>
    </Paper>
  );
}

function Sweep() {
  const t = useT();
  const dry = useDrySweep();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-sweep">
      <Title order={2} size="h3" id="privacy-sweep" mb="sm">
        Retention sweep
      </Title>
      <Button variant="default" loading={dry.isPending} onClick={() => dry.mutate()}>
        {t('privacy.admin.sweepDryRun')}
      </Button>
      {dry.data && (
        <Text size="sm" mt="sm" role="status">
          {`People: ${dry.data.people}. `}
          {Object.entries(dry.data.erased)
            .map(
              ([type, count]) =>
                `${(RECORD_TYPES as readonly string[]).includes(type) ? t(`privacy.recordTypes.${type as RecordType}`) : type}: ${count}`,
            )
            .join(', ')}
        </Text>
      )}
    </Paper>
  );
}
