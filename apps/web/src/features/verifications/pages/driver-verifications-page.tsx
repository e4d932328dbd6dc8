import '@mantine/core/styles/Badge.css';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type DriverAnswer, type DriverVerification, LOCALE_TAGS, REBUTTAL_MAX_LENGTH } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { TranslationBeside } from '../../../components/compliance-text';
import { PageIntro } from '../../../components/page-intro';
import { errorText } from '../../../lib/api-client';
import { type Translate, useT } from '../../../lib/i18n/locale';
import { useDriverVerifications, useReviewAction, useSignRelease } from '../api/driver-verifications';

/** The driver signs one release per previous employer, right after the final submit (decision 030). */
export function DriverVerificationsPage() {
  const t = useT();
  const list = useDriverVerifications();
  return (
    <Stack gap="lg">
      <PageIntro title={t('verifications.driver.title')} lead={t('verifications.driver.intro')} />
      {list.isPending && <Loader aria-label={t('verifications.driver.title')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error, t('verifications.driver.loadFailed'))}
        </Alert>
      )}
      {list.data && list.data.verifications.length === 0 && <Text>{t('verifications.driver.none')}</Text>}
      {list.data && list.data.verifications.length > 0 && (
        <>
          <Paper component="section" withBorder radius="md" p="md" aria-labelledby="release-text">
            <Title order={2} size="h4" id="release-text" mb="sm">
              {list.data.release.title}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lang={LOCALE_TAGS.en}>
              {list.data.release.text}
            </Text>
            {/* The carrier's translation beside the English the driver signs (decision 032). */}
            <TranslationBeside translation={list.data.release.translation} />
          </Paper>
          {list.data.rights && list.data.verifications.some((item) => item.answered) && (
            // The carrier's own notice of the driver's rights (391.23(i)), as the driver read it when applying.
            <Paper component="section" withBorder radius="md" p="md" aria-labelledby="rights-text">
              <Title order={2} size="h4" id="rights-text" mb="sm">
                {t('verifications.driver.rightsTitle')}
              </Title>
              <details>
                <summary style={{ cursor: 'pointer' }}>{list.data.rights.title}</summary>
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {list.data.rights.text}
                </Text>
              </details>
            </Paper>
          )}
          {list.data.verifications.map((item) => (
            <ReleaseCard key={item.id} item={item} />
          ))}
        </>
      )}
    </Stack>
  );
}

function ReleaseCard({ item }: { item: DriverVerification }) {
  const t = useT();
  const sign = useSignRelease();
  const [name, setName] = useState('');
  const [certify, setCertify] = useState(false);
  const [certifyError, setCertifyError] = useState<string>();
  const headingId = `employer-${item.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!certify) {
      setCertifyError(t('verifications.validation.certify'));
      return;
    }
    setCertifyError(undefined);
    sign.mutate({ id: item.id, typed_name: name });
  };
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {item.employer_name}
          </Title>
          <Badge variant="light">{t(`verifications.statuses.${item.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {t('verifications.driver.period', {
            from: item.period_from,
            to: item.period_to ?? t('verifications.driver.present'),
          })}
          {item.position ? ` · ${item.position}` : ''}
        </Text>
        {item.release_signed ? (
          <Text size="sm" c="dimmed">
            {t('verifications.driver.signed', {
              name: item.release_typed_name ?? '',
              when: (item.release_signed_at ?? '').slice(0, 10),
            })}
          </Text>
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              <TextInput
                label={t('verifications.driver.typedName')}
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Checkbox
                label={t('verifications.driver.certify')}
                checked={certify}
                onChange={(event) => setCertify(event.currentTarget.checked)}
                error={certifyError}
              />
              {sign.isError && (
                <Alert color="red" role="alert">
                  {errorText(sign.error, t('verifications.driver.signFailed'))}
                </Alert>
              )}
              <Button type="submit" size="md" disabled={sign.isPending} w={{ base: '100%', sm: 'auto' }}>
                {t('verifications.driver.sign')}
              </Button>
            </Stack>
          </form>
        )}
        {item.answered && <ReviewBlock item={item} />}
      </Stack>
    </Paper>
  );
}

const day = (iso: string | null) => (iso ?? '').slice(0, 10);

/** Asking to review the answer, then reading it, asking for a correction and adding a rebuttal. */
function ReviewBlock({ item }: { item: DriverVerification }) {
  const t = useT();
  const ask = useReviewAction();
  const review = item.review;
  if (!review.requested_at)
    return (
      <Stack gap="xs">
        {ask.isError && (
          <Alert color="red" role="alert">
            {errorText(ask.error, t('verifications.driver.reviewFailed'))}
          </Alert>
        )}
        <Button
          variant="light"
          size="md"
          w={{ base: '100%', sm: 'auto' }}
          disabled={ask.isPending}
          onClick={() => ask.mutate({ id: item.id, action: 'review' })}
        >
          {t('verifications.driver.askReview')}
        </Button>
      </Stack>
    );
  if (!item.answer)
    return (
      <Text size="sm" role="status">
        {t('verifications.driver.reviewAsked', { on: day(review.requested_at), due: review.due ?? '' })}
      </Text>
    );
  return (
    <Stack gap="md">
      <AnswerView answer={item.answer} headingId={`answer-${item.id}`} />
      {review.correction_requested_at ? (
        <SentWords
          intro={t('verifications.driver.correctionSent', { on: day(review.correction_requested_at) })}
          words={review.correction_text}
        />
      ) : (
        <WordsForm
          id={item.id}
          action="correction"
          title={t('verifications.driver.correctionTitle')}
          label={t('verifications.driver.correctionLabel')}
          submit={t('verifications.driver.correctionSend')}
        />
      )}
      {review.rebuttal_at ? (
        <SentWords
          intro={t('verifications.driver.rebuttalAdded', { on: day(review.rebuttal_at) })}
          words={review.rebuttal_text}
        />
      ) : (
        <WordsForm
          id={item.id}
          action="rebuttal"
          title={t('verifications.driver.rebuttalTitle')}
          label={t('verifications.driver.rebuttalLabel')}
          hint={t('verifications.driver.rebuttalHint')}
          submit={t('verifications.driver.rebuttalSend')}
        />
      )}
    </Stack>
  );
}

const shownWith = (t: Translate) => (value: unknown) =>
  value === true
    ? t('verifications.driver.yes')
    : value === false
      ? t('verifications.driver.no')
      : value === null || value === undefined
        ? '—'
        : String(value);

/** The answer as stored, in a list that reads on a phone: a term, then its value. */
function AnswerView({ answer, headingId }: { answer: DriverAnswer; headingId: string }) {
  const t = useT();
  const shown = shownWith(t);
  const employment = answer.employment;
  const rows: Array<[string, string]> = [
    [t('verifications.driver.employedFrom'), shown(employment.employed_from)],
    [
      t('verifications.driver.employedTo'),
      employment.employed_to ? shown(employment.employed_to) : t('verifications.driver.present'),
    ],
    [t('verifications.driver.position'), shown(employment.position)],
    [t('verifications.driver.droveCmv'), shown(employment.drove_cmv)],
    [t('verifications.driver.reasonForLeaving'), shown(employment.reason_for_leaving)],
  ];
  const drugAlcohol = answer.drug_alcohol;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('verifications.driver.answerTitle')}
      </Title>
      <Text size="sm" fw={600}>
        {t('verifications.driver.employment')}
      </Text>
      <Terms rows={rows} />
      <Text size="sm" fw={600}>
        {t('verifications.driver.accidents')}
      </Text>
      {answer.accidents.length === 0 ? (
        <Text size="sm">{t('verifications.driver.noAccidents')}</Text>
      ) : (
        <Stack component="ul" gap={2} m={0} pl="md">
          {answer.accidents.map((accident, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored answer's rows never move
            <Text component="li" size="sm" key={index}>
              {t('verifications.driver.accident', {
                date: shown(accident.date),
                place: `${shown(accident.city)}, ${shown(accident.state)}`,
                injuries: Number(accident.injuries ?? 0),
                fatalities: Number(accident.fatalities ?? 0),
              })}
            </Text>
          ))}
        </Stack>
      )}
      {drugAlcohol && (
        <>
          <Text size="sm" fw={600}>
            {t('verifications.driver.drugAlcohol')}
          </Text>
          {/* Exactly what the employer chose: one statement for all the questions, or each answer. */}
          {drugAlcohol.record === 'not_subject' ? (
            <Text size="sm">{t('investigationFile.lines.notSubject')}</Text>
          ) : drugAlcohol.record === 'no_records' ? (
            <Text size="sm">{t('investigationFile.lines.noRecords')}</Text>
          ) : (
            <Terms
              rows={[
                [t('verifications.employer.alcohol'), shown(drugAlcohol.alcohol_04_or_more)],
                [t('verifications.employer.drugs'), shown(drugAlcohol.verified_positive_drug)],
                [t('verifications.employer.refusals'), shown(drugAlcohol.refusals)],
                [t('verifications.employer.otherViolations'), shown(drugAlcohol.other_violations)],
                [
                  t('verifications.employer.returnToDuty'),
                  drugAlcohol.return_to_duty_documents === null
                    ? t('investigationFile.lines.doesNotApply')
                    : shown(drugAlcohol.return_to_duty_documents),
                ],
              ]}
            />
          )}
        </>
      )}
      <Terms
        rows={[
          [
            t('verifications.driver.answeredBy'),
            answer.responder_title
              ? t('verifications.driver.responder', { name: answer.responder_name, title: answer.responder_title })
              : answer.responder_name,
          ],
          [t('verifications.driver.receivedAt'), day(answer.received_at)],
          [t('verifications.driver.fingerprint'), answer.sha256],
        ]}
      />
    </Stack>
  );
}

function Terms({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function SentWords({ intro, words }: { intro: string; words: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{intro}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {words}
      </Text>
    </Stack>
  );
}

function WordsForm({
  id,
  action,
  title,
  label,
  hint,
  submit,
}: {
  id: number;
  action: 'correction' | 'rebuttal';
  title: string;
  label: string;
  hint?: string;
  submit: string;
}) {
  const t = useT();
  const send = useReviewAction();
  const [words, setWords] = useState('');
  const headingId = `${action}-${id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ id, action, text: words });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Textarea
          label={label}
          description={hint}
          autosize
          minRows={3}
          maxLength={REBUTTAL_MAX_LENGTH}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error, t('verifications.driver.actionFailed'))}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={send.isPending} w={{ base: '100%', sm: 'auto' }}>
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
