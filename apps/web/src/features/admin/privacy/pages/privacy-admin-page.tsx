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
import { useT, useTranslateEnglish } from '../../../../lib/i18n/locale';
import { useFormatDate, useFormatDateTime } from '../../shared/format-date';
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
      <PageIntro title={t('privacy.admin.title')} lead={t('privacy.admin.lead')} />
      <RequestsRegister />
      <Holds />
      <Incidents />
      <Sweep />
    </Stack>
  );
}

function RequestsRegister() {
  const t = useT();
  const translate = useTranslateEnglish();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const requests = useQuery(privacyRequestsQuery());
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-requests">
      <Title order={2} size="h3" id="privacy-requests" mb="sm">
        {t('privacy.admin.requestsTitle')}
      </Title>
      {requests.isError && <Alert color="red">{errorText(requests.error, t('privacy.admin.requestsFailed'))}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-labelledby="privacy-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('privacy.admin.requestColumns.number')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.kind')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.status')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.received')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.due')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.eraseAfter')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.done')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(requests.data ?? []).map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>{request.id}</Table.Td>
                <Table.Td>{t(`privacy.admin.requestKinds.${request.kind}`)}</Table.Td>
                <Table.Td>{t(`privacy.admin.requestStatuses.${request.status}`)}</Table.Td>
                <Table.Td>{formatDateTime(request.received_at)}</Table.Td>
                <Table.Td>{formatDate(request.due_on)}</Table.Td>
                <Table.Td>{formatDate(request.erase_after)}</Table.Td>
                <Table.Td>{formatDateTime(request.done_at)}</Table.Td>
                <Table.Td>
                  {request.detail ?? ''}
                  {request.held.length > 0 &&
                    ` ${t('privacy.admin.held', {
                      records: request.held.map((held) => t(`privacy.recordTypes.${held.record_type}`)).join(', '),
                    })}`}
                  {request.answer ? ` ${translate(request.answer)}` : ''}
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
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
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
              {hold.user_id
                ? t('privacy.admin.holdAccount', { id: String(hold.user_id) })
                : t('privacy.admin.holdEveryone')}{' '}
              · {hold.record_type ? t(`privacy.recordTypes.${hold.record_type}`) : t('privacy.admin.holdEveryRecord')} ·{' '}
              {hold.reason} ·{' '}
              {hold.until
                ? t('privacy.admin.holdUntil', { date: formatDate(hold.until) })
                : t('privacy.admin.holdUntilLifted')}
              {hold.lifted_at ? ` · ${t('privacy.admin.holdLifted', { when: formatDateTime(hold.lifted_at) })}` : ''}
            </Text>
            {!hold.lifted_at && (
              <Button size="xs" variant="default" onClick={() => lift.mutate(hold.id)}>
                {t('privacy.admin.liftHold', { id: String(hold.id) })}
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
          <NumberInput label={t('privacy.admin.holdUser')} value={userId} onChange={setUserId} min={1} />
          <Select
            label={t('privacy.admin.holdRecordType')}
            clearable
            data={RECORD_TYPES.map((type) => ({ value: type, label: t(`privacy.recordTypes.${type}`) }))}
            value={recordType}
            onChange={setRecordType}
          />
          <TextInput
            label={t('privacy.admin.holdReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t('privacy.admin.holdEnd')}
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
          />
          <Button type="submit" loading={add.isPending}>
            {t('privacy.admin.addHold')}
          </Button>
        </Group>
        {add.isError && <Alert color="red">{errorText(add.error, t('privacy.admin.holdFailed'))}</Alert>}
      </form>
    </Paper>
  );
}

function Incidents() {
  const t = useT();
  const formatDate = useFormatDate();
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
            {formatDate(incident.occurred_from)} · {t('privacy.admin.incidentPeople', { count: incident.people_count })}{' '}
            · {incident.description}
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
          <Textarea
            label={t('privacy.admin.incidentDescription')}
            value={form.description}
            onChange={field('description')}
            required
          />
          <Group>
            <TextInput
              label={t('privacy.admin.incidentFrom')}
              value={form.occurred_from}
              onChange={field('occurred_from')}
              required
            />
            <TextInput
              label={t('privacy.admin.incidentLearned')}
              value={form.learned_on}
              onChange={field('learned_on')}
              required
            />
            <NumberInput
              label={t('privacy.admin.incidentCount')}
              value={form.people_count}
              min={0}
              onChange={(value) => setForm({ ...form, people_count: Number(value) || 0 })}
            />
          </Group>
          <Textarea
            label={t('privacy.admin.incidentRisk')}
            value={form.risk_assessment}
            onChange={field('risk_assessment')}
            required
          />
          <Checkbox
            label={t('privacy.admin.incidentSeriousInjury')}
            checked={form.serious_injury_risk}
            onChange={(event) => setForm({ ...form, serious_injury_risk: event.currentTarget.checked })}
          />
          <Textarea
            label={t('privacy.admin.incidentMeasures')}
            value={form.measures}
            onChange={field('measures')}
            required
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('privacy.admin.addIncident')}
            </Button>
          </Group>
          {add.isError && <Alert color="red">{errorText(add.error, t('privacy.admin.incidentFailed'))}</Alert>}
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
        {t('privacy.admin.sweepTitle')}
      </Title>
      <Button variant="default" loading={dry.isPending} onClick={() => dry.mutate()}>
        {t('privacy.admin.sweepDryRun')}
      </Button>
      {dry.data && (
        <Text size="sm" mt="sm" role="status">
          {`${t('privacy.admin.sweepPeople', { count: String(dry.data.people) })} `}
          {Object.entries(dry.data.erased)
            .map(([type, count]) =>
              t('privacy.admin.labelled', {
                label: (RECORD_TYPES as readonly string[]).includes(type)
                  ? t(`privacy.recordTypes.${type as RecordType}`)
                  : type,
                value: String(count),
              }),
            )
            .join(', ')}
        </Text>
      )}
    </Paper>
  );
}
