import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type AdminVerification, RECORDED_ANSWER_CHANNELS, type RecordedAnswerInput } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { type AccidentRow, accidentAnswers } from '../../../../../components/accident-row';
import { AccidentRows } from '../../../../../components/accident-rows';
import { DrugAlcoholFields, drugAlcoholAnswer, emptyDrugAlcohol } from '../../../../../components/drug-alcohol-fields';
import {
  EmploymentFields,
  employmentAnswer,
  employmentDraft,
} from '../../../../../components/employment-answer-fields';
import { fieldErrorOf } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';

/**
 * A phone, fax or letter answer: the previous employer's form (employment, accidents, and the drug
 * and alcohol questions where asked), with who gave it.
 */
export function AnswerForm({
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
