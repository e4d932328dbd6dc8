import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminVerification,
  apiPaths,
  formatPhone,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  RECORDED_ANSWER_CHANNELS,
  type RecordedAnswerInput,
} from '@roadhire/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type AccidentRow, AccidentRows, accidentAnswers } from '../../../../components/accident-rows';
import { DrugAlcoholFields, drugAlcoholAnswer, emptyDrugAlcohol } from '../../../../components/drug-alcohol-fields';
import { EmploymentFields, employmentAnswer, employmentDraft } from '../../../../components/employment-answer-fields';
import { NAME_ID } from '../../../../components/language-switch';
import { apiRequest, errorText, fieldErrorOf } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';
import { formatDate, formatDateTime } from '../../shared/format-date';
import { useInvestigationViewHeaders } from '../api/investigation-view';
import { FileSection } from '../components/file-section';
import { DownloadButton } from '../components/pdf-button';
import { AddCheckForm } from './add-check-form';

type List = { verifications: AdminVerification[] };

type Action = 'contact' | 'answer' | 'close' | null;

/** Previous-employer checks (49 CFR 391.23, decision 030): each employer, its clocks, attempts, answer and actions. */
export function VerificationsSection({ applicationId }: { applicationId: number }) {
  const t = useT();
  const key = ['admin-verifications', applicationId];
  const headers = useInvestigationViewHeaders();
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<List>(apiPaths.adminApplicationVerifications(applicationId), { headers }),
  });
  const [adding, setAdding] = useState(false);
  const client = useQueryClient();
  return (
    <FileSection title={t('verifications.admin.title')}>
      {list.isPending ? null : list.isError ? (
        // A status, not an alert: the rest of the file is there, and an alert belongs to an action.
        <Text c="red" role="status">
          {errorText(list.error, t('verifications.admin.failed'))}
        </Text>
      ) : (
        <>
          {/* Shown once the checks load: the same permission guards the file (391.53). */}
          <DownloadButton
            path={apiPaths.adminInvestigationFilePdf(applicationId)}
            fallbackName={`investigation-file-${applicationId}.pdf`}
            label={t('verifications.admin.downloadFile')}
            busyLabel={t('verifications.admin.downloadingFile')}
            failedText={t('verifications.admin.downloadFileFailed')}
            align="flex-start"
          />
          {/* An employer the three-year rule missed (decision 030): the recruiter adds it, with a reason. */}
          {adding ? (
            <AddCheckForm
              applicationId={applicationId}
              onAdded={(data) => {
                client.setQueryData(key, data);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button variant="light" size="xs" w="fit-content" onClick={() => setAdding(true)}>
              {t('verifications.admin.add')}
            </Button>
          )}
          {list.data.verifications.length === 0 ? (
            <Text c="dimmed">{t('verifications.admin.none')}</Text>
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
  const t = useT();
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
            {t(`verifications.statuses.${item.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {item.period_from} – {item.period_to ?? t('verifications.driver.present')}
          {item.position ? ` · ${item.position}` : ''} ·{' '}
          {item.contact_email ?? (item.contact_phone ? formatPhone(item.contact_phone) : '')}
        </Text>
        <Text size="sm">
          {t('careers.labelled', { label: t('verifications.admin.language') })}{' '}
          <span lang={LOCALE_TAGS[item.language]}>{t(NAME_ID[item.language])}</span>
        </Text>
        <Text size="sm">
          {t('careers.labelled', { label: t('verifications.admin.employerDue') })}{' '}
          <strong>{item.employer_due ?? '—'}</strong> ·{' '}
          {t('careers.labelled', { label: t('verifications.admin.fileDue') })}{' '}
          <strong>{item.file_due ?? t('verifications.admin.notHired')}</strong>
        </Text>
        {item.status === 'sent' && (
          <Text size="sm">
            {item.next_reminder_at
              ? t('verifications.admin.nextReminder', { on: formatDateTime(item.next_reminder_at) })
              : t('verifications.admin.noReminder')}
          </Text>
        )}
        {item.status_reason && (
          <Text size="sm" c="dimmed">
            {t('careers.labelled', { label: t('verifications.admin.reason') })} {item.status_reason}
          </Text>
        )}
        {item.attempts.length > 0 && (
          <details>
            <summary
              style={{ cursor: 'pointer' }}
            >{`${t('verifications.admin.attempts')} (${item.attempts.length})`}</summary>
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
              {`${t('careers.labelled', { label: t('verifications.admin.answer') })} ${item.response.responder_name}${item.response.responder_title ? `, ${item.response.responder_title}` : ''} · ${item.response.channel} · ${formatDateTime(item.response.received_at)}`}
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
        {open && (
          <Group gap="xs">
            <Button
              size="xs"
              disabled={!item.release_signed || !item.contact_email}
              onClick={() => act.mutate({ path: apiPaths.adminVerificationSend(item.id) })}
            >
              {t('verifications.admin.resend')}
            </Button>
            {item.status === 'sent' && (
              <Button
                size="xs"
                variant="default"
                onClick={() => act.mutate({ path: apiPaths.adminVerificationRevoke(item.id) })}
              >
                {t('verifications.admin.revoke')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setAction('contact')}>
              {t('verifications.admin.correctContact')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setAction('answer')}>
              {t('verifications.admin.recordAnswer')}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => setAction('close')}>
              {t('verifications.admin.close')}
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

/** Accidents the employer reports that the application does not declare: for the recruiter to ask about. */
function UndeclaredAccidents({ item }: { item: AdminVerification }) {
  const t = useT();
  if (item.undeclared_accidents.length === 0) return null;
  const titleId = `undeclared-${item.id}`;
  return (
    <Paper withBorder p="xs" radius="sm" bg="orange.0" component="section" aria-labelledby={titleId}>
      <Text size="sm" fw={700} c="orange.9" id={titleId}>
        {t('verifications.admin.undeclaredTitle')}
      </Text>
      <Stack component="ul" gap={2} m={0} pl="md">
        {item.undeclared_accidents.map((accident) => (
          <Text component="li" size="sm" key={`${accident.date}-${accident.city}`}>
            {t('verifications.admin.undeclaredAccident', {
              date: formatDate(accident.date),
              place: [accident.city, accident.state].filter(Boolean).join(', '),
            })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

const DAY_MS = 86_400_000;

/**
 * The driver's review of the answer (49 CFR 391.23(i)): when asked and the carrier's 5 business
 * days, overdue in words so it reads without colour (days compared in UTC, as the queue does); the
 * release; the driver's correction request and rebuttal, kept beside the answer.
 */
function DriverReviewBlock({
  item,
  pending,
  onRelease,
}: {
  item: AdminVerification;
  pending: boolean;
  onRelease: () => void;
}) {
  const t = useT();
  const review = item.review;
  if (!review.requested_at) return null;
  const today = new Date().toISOString().slice(0, 10);
  const late =
    !review.released_at && review.due && review.due < today
      ? Math.round((Date.parse(today) - Date.parse(review.due)) / DAY_MS)
      : 0;
  const dueWords = review.released_at
    ? ''
    : late > 0
      ? ` — ${t('verifications.admin.reviewOverdue', { days: late })}`
      : review.due === today
        ? ` — ${t('verifications.admin.reviewDueToday')}`
        : '';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {`${t('verifications.admin.reviewAsked', { on: formatDate(review.requested_at), due: formatDate(review.due) })}${dueWords}`}
      </Text>
      {review.released_at ? (
        <Text size="sm" c="dimmed">
          {review.released_by
            ? t('verifications.admin.releasedBy', { on: formatDate(review.released_at), by: review.released_by })
            : t('verifications.admin.released', { on: formatDate(review.released_at) })}
        </Text>
      ) : (
        <Button size="xs" w="fit-content" disabled={pending} onClick={onRelease}>
          {t('verifications.admin.releaseToDriver')}
        </Button>
      )}
      {review.correction_text && (
        <DriverWords
          title={t('verifications.admin.correctionRequest', { on: formatDate(review.correction_requested_at) })}
        >
          {review.correction_text}
        </DriverWords>
      )}
      {review.rebuttal_text && (
        <DriverWords title={t('verifications.admin.rebuttal', { on: formatDate(review.rebuttal_at) })}>
          {review.rebuttal_text}
        </DriverWords>
      )}
    </Stack>
  );
}

function DriverWords({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ContactForm({ item, onSubmit }: { item: AdminVerification; onSubmit: (body: object) => void }) {
  const t = useT();
  const [email, setEmail] = useState(item.contact_email ?? '');
  const [phone, setPhone] = useState(item.contact_phone ?? '');
  const [language, setLanguage] = useState<Locale>(item.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ contact_email: email, contact_phone: phone || null, language, resend: true });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('verifications.admin.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label={t('verifications.admin.phone')}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        {/* The request, its reminders and the employer's form speak it (French for Quebec by default). */}
        <NativeSelect
          label={t('verifications.admin.language')}
          data={LOCALES.map((code) => ({ value: code, label: t(NAME_ID[code]) }))}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
        />
        <Button type="submit">{t('verifications.admin.save')}</Button>
      </Group>
    </form>
  );
}

function ReasonForm({ onSubmit }: { onSubmit: (reason: string) => void }) {
  const t = useT();
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
        <TextInput
          label={t('verifications.admin.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button type="submit" color="red">
          {t('verifications.admin.close')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * A phone, fax or letter answer: the previous employer's form (employment, accidents, and the drug
 * and alcohol questions where asked), with who gave it.
 */
function AnswerForm({
  item,
  error,
  onSubmit,
}: {
  item: AdminVerification;
  error: unknown;
  onSubmit: (body: RecordedAnswerInput) => void;
}) {
  const t = useT();
  const [channel, setChannel] = useState<RecordedAnswerInput['channel']>('phone');
  const [person, setPerson] = useState('');
  const [title, setTitle] = useState('');
  const [employment, setEmployment] = useState(() => employmentDraft(item));
  const [accidents, setAccidents] = useState<AccidentRow[]>([]);
  const [noAccidents, setNoAccidents] = useState(false);
  const [drugAlcohol, setDrugAlcohol] = useState(emptyDrugAlcohol);
  const errorOf = fieldErrorOf(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      channel,
      responder_name: person,
      responder_title: title || null,
      employment: employmentAnswer(employment),
      accidents: accidentAnswers(accidents),
      no_accidents: noAccidents,
      ...(item.asks_drug_alcohol ? { drug_alcohol: drugAlcoholAnswer(drugAlcohol) } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('verifications.admin.recordAnswer')}>
      <Stack gap="xs" maw={560}>
        <NativeSelect
          label={t('verifications.admin.channel')}
          data={RECORDED_ANSWER_CHANNELS.map((value) => ({ value, label: t(`verifications.admin.channels.${value}`) }))}
          value={channel}
          onChange={(event) => setChannel(event.currentTarget.value as RecordedAnswerInput['channel'])}
        />
        <TextInput
          label={t('verifications.admin.person')}
          value={person}
          onChange={(event) => setPerson(event.currentTarget.value)}
          error={errorOf('responder_name')}
        />
        <TextInput
          label={t('verifications.employer.responderTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <EmploymentFields value={employment} onChange={setEmployment} errorOf={errorOf} />
        <Text fw={600} size="sm" mt="xs">
          {t('verifications.employer.accidentsTitle', { from: item.accidents_from, to: item.accidents_to })}
        </Text>
        <AccidentRows
          rows={accidents}
          onRows={setAccidents}
          noAccidents={noAccidents}
          onNoAccidents={setNoAccidents}
          errorOf={errorOf}
        />
        {item.asks_drug_alcohol && (
          <>
            <Text fw={600} size="sm" mt="xs">
              {t('verifications.employer.drugAlcoholTitle')}
            </Text>
            <DrugAlcoholFields value={drugAlcohol} onChange={setDrugAlcohol} errorOf={errorOf} />
          </>
        )}
        <Button type="submit" w="fit-content">
          {t('verifications.admin.save')}
        </Button>
      </Stack>
    </form>
  );
}
