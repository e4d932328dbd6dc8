import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AdminVerification, apiPaths, messages } from '@roadhire/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiRequest, errorText } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { formatDateTime } from '../../shared/format-date';
import { FileSection } from '../components/file-section';
import { DownloadButton } from '../components/pdf-button';

const t = messages.verifications.admin;
const statuses = messages.verifications.statuses;
type List = { verifications: AdminVerification[] };
type Action = 'contact' | 'answer' | 'close' | null;

/** Previous-employer checks (49 CFR 391.23, decision 030): each employer, its clocks, attempts, answer and actions. */
export function VerificationsSection({ applicationId }: { applicationId: number }) {
  const key = ['admin-verifications', applicationId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<List>(apiPaths.adminApplicationVerifications(applicationId)),
  });
  return (
    <FileSection title={t.title}>
      {list.isPending ? null : list.isError ? (
        // A status, not an alert: the rest of the file is there, and an alert belongs to an action.
        <Text c="red" role="status">
          {errorText(list.error, t.failed)}
        </Text>
      ) : (
        <>
          {/* Shown once the checks load: the same permission guards the file (391.53). */}
          <DownloadButton
            path={apiPaths.adminInvestigationFilePdf(applicationId)}
            fallbackName={`investigation-file-${applicationId}.pdf`}
            label={t.downloadFile}
            busyLabel={t.downloadingFile}
            failedText={t.downloadFileFailed}
            align="flex-start"
          />
          {list.data.verifications.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            list.data.verifications
              .filter((item) => item.status !== 'merged')
              .map((item) => <VerificationCard key={item.id} item={item} queryKey={key} />)
          )}
        </>
      )}
    </FileSection>
  );
}

function VerificationCard({ item, queryKey }: { item: AdminVerification; queryKey: unknown[] }) {
  const client = useQueryClient();
  const [action, setAction] = useState<Action>(null);
  const act = useMutation({
    mutationFn: ({ path, method = 'POST', body = {} }: { path: string; method?: 'POST' | 'PUT'; body?: unknown }) =>
      apiRequest<List>(path, { method, body }),
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
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4" id={headingId}>
            {item.employer_name}
          </Title>
          <Badge
            variant="light"
            color={item.status === 'answered' ? 'teal' : item.status === 'bounced' ? 'red' : 'blue'}
          >
            {statuses[item.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {item.period_from} – {item.period_to ?? messages.verifications.driver.present}
          {item.position ? ` · ${item.position}` : ''} · {item.contact_email ?? item.contact_phone ?? ''}
        </Text>
        <Text size="sm">
          {t.employerDue}: <strong>{item.employer_due ?? '—'}</strong> · {t.fileDue}:{' '}
          <strong>{item.file_due ?? t.notHired}</strong>
        </Text>
        {item.status_reason && (
          <Text size="sm" c="dimmed">
            {t.reason}: {item.status_reason}
          </Text>
        )}
        {item.attempts.length > 0 && (
          <details>
            <summary style={{ cursor: 'pointer' }}>{`${t.attempts} (${item.attempts.length})`}</summary>
            <Stack component="ol" gap={2} m={0} pl="md">
              {item.attempts.map((attempt) => (
                <Text component="li" size="sm" key={attempt.id}>
                  {`${formatDateTime(attempt.attempted_at)} · ${attempt.kind} · ${attempt.channel} · ${attempt.address} · ${attempt.outcome}`}
                </Text>
              ))}
            </Stack>
          </details>
        )}
        {item.response && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {`${t.answer}: ${item.response.responder_name}${item.response.responder_title ? `, ${item.response.responder_title}` : ''} · ${item.response.channel} · ${formatDateTime(item.response.received_at)}`}
            </Text>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              SHA-256 {item.response.sha256}
            </Text>
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() =>
                downloadFile(apiPaths.adminVerificationResponsePdf(item.id), `previous-employer-answer-${item.id}.pdf`)
              }
            >
              PDF
            </Button>
          </Stack>
        )}
        {item.good_faith && (
          <details>
            <summary style={{ cursor: 'pointer' }}>{t.goodFaith}</summary>
            <Text size="sm" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
              {item.good_faith.text}
            </Text>
          </details>
        )}
        {open && (
          <Group gap="xs">
            <Button
              size="xs"
              disabled={!item.release_signed || !item.contact_email}
              onClick={() => act.mutate({ path: apiPaths.adminVerificationSend(item.id) })}
            >
              {t.resend}
            </Button>
            {item.status === 'sent' && (
              <Button
                size="xs"
                variant="default"
                onClick={() => act.mutate({ path: apiPaths.adminVerificationRevoke(item.id) })}
              >
                {t.revoke}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setAction('contact')}>
              {t.correctContact}
            </Button>
            <Button size="xs" variant="default" onClick={() => setAction('answer')}>
              {t.recordAnswer}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => setAction('close')}>
              {t.close}
            </Button>
          </Group>
        )}
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
            onSubmit={(body) => act.mutate({ path: apiPaths.adminVerificationResponse(item.id), body })}
          />
        )}
        {act.isError && (
          <Alert color="red" role="alert">
            {errorText(act.error, t.failed)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function ContactForm({ item, onSubmit }: { item: AdminVerification; onSubmit: (body: object) => void }) {
  const [email, setEmail] = useState(item.contact_email ?? '');
  const [phone, setPhone] = useState(item.contact_phone ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ contact_email: email, contact_phone: phone || null, resend: true });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t.email}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput label={t.phone} value={phone} onChange={(event) => setPhone(event.currentTarget.value)} />
        <Button type="submit">{t.save}</Button>
      </Group>
    </form>
  );
}

function ReasonForm({ onSubmit }: { onSubmit: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason);
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput label={t.reason} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Button type="submit" color="red">
          {t.close}
        </Button>
      </Group>
    </form>
  );
}

/** A phone, fax or letter answer: the essentials of the form, with who gave it. */
function AnswerForm({ item, onSubmit }: { item: AdminVerification; onSubmit: (body: object) => void }) {
  const e = messages.verifications.employer;
  const [channel, setChannel] = useState('phone');
  const [person, setPerson] = useState('');
  const [title, setTitle] = useState('');
  const [position, setPosition] = useState(item.position ?? '');
  const [reason, setReason] = useState('');
  const [rehire, setRehire] = useState('unknown');
  const [noAccidents, setNoAccidents] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      channel,
      responder_name: person,
      responder_title: title || null,
      employment: {
        dates_confirmed: true,
        employed_from: item.period_from,
        employed_to: item.period_to,
        position,
        drove_cmv: true,
        vehicle_types: [],
        reason_for_leaving: reason,
        eligible_for_rehire: rehire,
      },
      accidents: [],
      no_accidents: noAccidents,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <NativeSelect
          label={t.channel}
          data={['phone', 'fax', 'mail']}
          value={channel}
          onChange={(event) => setChannel(event.currentTarget.value)}
        />
        <TextInput label={t.person} value={person} onChange={(event) => setPerson(event.currentTarget.value)} />
        <TextInput label={e.responderTitle} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <TextInput label={e.position} value={position} onChange={(event) => setPosition(event.currentTarget.value)} />
        <TextInput
          label={e.reasonForLeaving}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <NativeSelect
          label={e.eligibleForRehire}
          data={[
            { value: 'yes', label: e.rehire.yes },
            { value: 'no', label: e.rehire.no },
            { value: 'unknown', label: e.rehire.unknown },
          ]}
          value={rehire}
          onChange={(event) => setRehire(event.currentTarget.value)}
        />
        <Checkbox
          label={e.noAccidents}
          checked={noAccidents}
          onChange={(event) => setNoAccidents(event.currentTarget.checked)}
        />
        <Button type="submit" w="fit-content">
          {t.save}
        </Button>
      </Stack>
    </form>
  );
}
