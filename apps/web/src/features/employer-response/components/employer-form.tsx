import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { EmployerRequest, EmployerResponseInput } from '@roadhire/shared';
import { type FormEvent, useRef } from 'react';
import { type AccidentRow, accidentAnswers } from '../../../components/accident-row';
import { AccidentRows } from '../../../components/accident-rows';
import { DrugAlcoholFields, drugAlcoholAnswer, emptyDrugAlcohol } from '../../../components/drug-alcohol-fields';
import { EmploymentFields, employmentAnswer, employmentDraft } from '../../../components/employment-answer-fields';
import { FormSection } from '../../../components/form-section';
import { fieldErrorOf } from '../../../lib/api-client';
import { clearFormDrafts, useDraftState } from '../../../lib/form-draft';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { useSubmitEmployerResponse } from '../api/employer-request';
import { answerFieldId } from './answer-errors';
import { AnswerRefused } from './answer-refused';
import { ClaimedEmployment } from './claimed-employment';
import { NO_RESPONDER, type Responder, ResponderFields } from './responder-fields';

/** The previous employer's answer: employment, accidents, drug and alcohol where asked, and who signs. */
export function EmployerForm({ token, request }: { token: string; request: EmployerRequest }) {
  const t = useT();
  const { locale } = useLocale();
  const submit = useSubmitEmployerResponse(token, locale);
  // What the employer typed survives a reload or a Back in this tab until the answer is sent.
  const draft = draftKeyOf(token);
  const [employment, setEmployment] = useDraftState(`${draft}employment`, () => employmentDraft(request));
  const [accidents, setAccidents] = useDraftState<AccidentRow[]>(`${draft}accidents`, () => []);
  const [noAccidents, setNoAccidents] = useDraftState(`${draft}no-accidents`, () => false);
  const [drugAlcohol, setDrugAlcohol] = useDraftState(`${draft}drug-alcohol`, () => emptyDrugAlcohol);
  const [responder, setResponder] = useDraftState<Responder>(`${draft}responder`, () => NO_RESPONDER);
  // A second tap before the first answer is back sends nothing: the first one's answer is shown.
  const sending = useRef(false);

  const errorOf = fieldErrorOf(submit.error);

  if (submit.isSuccess)
    return (
      <Alert color="green" role="status">
        {submit.data.copy_to
          ? t('verifications.employer.sentCopyTo', { email: submit.data.copy_to })
          : t('verifications.employer.sentNoCopy')}
      </Alert>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const body: EmployerResponseInput = {
      employment: employmentAnswer(employment),
      accidents: accidentAnswers(accidents),
      no_accidents: noAccidents,
      ...(request.sections.drug_alcohol ? { drug_alcohol: drugAlcoholAnswer(drugAlcohol) } : {}),
      responder_name: responder.name,
      responder_title: responder.title,
      ...(responder.email.trim() ? { responder_email: responder.email.trim() } : {}),
      typed_signature: responder.signature,
      certify: responder.certify as true,
    };
    submit.mutate(body, {
      onSuccess: () => clearFormDrafts(draft),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <Text>
          {t('verifications.employer.intro', { carrier: request.carrier.legal_name, driver: request.driver_name })}
        </Text>
        <Text fw={600}>{t('verifications.employer.due', { date: request.employer_due })}</Text>
        <ClaimedEmployment request={request} />

        <FormSection id="employer-employment" title={t('verifications.employer.employmentTitle')} columns={1}>
          <EmploymentFields value={employment} onChange={setEmployment} errorOf={errorOf} fieldId={answerFieldId} />
        </FormSection>

        <FormSection
          id="employer-accidents"
          title={t('verifications.employer.accidentsTitle', { from: request.accidents_from, to: request.accidents_to })}
          hint={t('verifications.employer.accidentsHint')}
          columns={1}
        >
          <AccidentRows
            rows={accidents}
            onRows={setAccidents}
            noAccidents={noAccidents}
            onNoAccidents={setNoAccidents}
            errorOf={errorOf}
            fieldId={answerFieldId}
          />
        </FormSection>

        {request.sections.drug_alcohol && (
          <FormSection id="employer-drug-alcohol" title={t('verifications.employer.drugAlcoholTitle')} columns={1}>
            <DrugAlcoholFields
              value={drugAlcohol}
              onChange={setDrugAlcohol}
              errorOf={errorOf}
              fieldId={answerFieldId}
            />
          </FormSection>
        )}

        <ResponderFields value={responder} onChange={setResponder} errorOf={errorOf} />
        {submit.isError && <AnswerRefused error={submit.error} />}
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={submit.isPending} w={{ base: '100%', sm: 'auto' }}>
            {t('verifications.employer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** This answer's drafts: the link's token names the request, in this tab alone. */
const draftKeyOf = (token: string) => `employer:${token}:`;
