import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { apiPaths } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';
import { incidentsQuery, useAddIncident } from '../api/privacy-admin';

export function IncidentsRegister() {
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
