import { Stack, Text, Title } from '@mantine/core';
import type { DriverAnswer } from '@roadhire/shared';
import { useT } from '../../../lib/i18n/locale';
import { day, shownWith } from './answer-values';
import { Terms } from './terms';

/** The answer as stored, in a list that reads on a phone: a term, then its value. */
export function AnswerView({ answer, headingId }: { answer: DriverAnswer; headingId: string }) {
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
  ];
  // A driver still employed there has not left: no reason is asked, and none is shown unless given.
  if (employment.employed_to !== null || employment.reason_for_leaving)
    rows.push([t('verifications.driver.reasonForLeaving'), shown(employment.reason_for_leaving)]);
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
