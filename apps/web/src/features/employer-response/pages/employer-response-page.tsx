import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type EmployerRequest, type EmployerResponseInput, LOCALE_TAGS, type Locale } from '@roadhire/shared';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { type AccidentRow, AccidentRows, accidentAnswers } from '../../../components/accident-rows';
import { TranslationBeside } from '../../../components/compliance-text';
import { DrugAlcoholFields, drugAlcoholAnswer, emptyDrugAlcohol } from '../../../components/drug-alcohol-fields';
import { EmploymentFields, employmentAnswer, employmentDraft } from '../../../components/employment-answer-fields';
import { ErrorSummary } from '../../../components/error-summary';
import { FormSection } from '../../../components/form-section';
import { NAME_ID } from '../../../components/language-switch';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { errorText, fieldErrorOf, isApiError } from '../../../lib/api-client';
import { LocaleScope, useLocale, useT } from '../../../lib/i18n/locale';
import { useChooseEmployerLanguage, useEmployerRequest, useSubmitEmployerResponse } from '../api/employer-request';
import { answerErrors, answerFieldId } from './answer-errors';

/**
 * The previous employer's page (decision 030): the request, then the form, with no account. It
 * speaks the language of the request (French for an employer in Quebec, or as the recruiter chose),
 * whatever language the visitor's browser prefers; English until the request has loaded. The
 * employer may switch, and the choice is kept for the mails that follow.
 */
export function EmployerResponsePage() {
  const { token = '' } = useParams();
  const request = useEmployerRequest(token);
  const [chosen, setChosen] = useState<Locale | null>(null);
  return (
    <LocaleScope locale={chosen ?? request.data?.language ?? 'en'}>
      <EmployerResponse token={token} request={request} onLanguage={setChosen} />
    </LocaleScope>
  );
}

function EmployerResponse({
  token,
  request,
  onLanguage,
}: {
  token: string;
  request: ReturnType<typeof useEmployerRequest>;
  onLanguage: (locale: Locale) => void;
}) {
  const t = useT();
  // A closed link loads no request: the carrier is still named, from the portal's own settings.
  const { data: brand } = useClientConfig();
  return (
    <>
      <Container component="header" size="sm" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {request.data?.carrier.legal_name ?? brand?.companyName ?? t('nav.brandFallback')}
          </Text>
          {request.data && <EmployerLanguageSwitch token={token} onLanguage={onLanguage} />}
        </Group>
      </Container>
      <Box component="main" pb="xl">
        <Container size="sm" px="md">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t('verifications.employer.title')}
            </Title>
            {request.isPending && <Loader aria-label={t('verifications.employer.title')} />}
            {request.isError && (
              <Alert color="red" role="alert" title={t('verifications.employer.refused')}>
                {errorText(request.error, t('verifications.employer.loadFailed'))}
              </Alert>
            )}
            {request.data && <EmployerForm token={token} request={request.data} />}
          </Stack>
        </Container>
      </Box>
    </>
  );
}

/**
 * The other language, as one button: the page changes at once, in place (what is typed stays), and
 * the request keeps the choice, so the copy of the answer and any reminder speak it.
 */
function EmployerLanguageSwitch({ token, onLanguage }: { token: string; onLanguage: (locale: Locale) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const choose = useChooseEmployerLanguage(token);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-md"
        lang={LOCALE_TAGS[other]}
        onClick={() => {
          onLanguage(other);
          choose.mutate(other);
        }}
      >
        {t(NAME_ID[other])}
      </Button>
      {choose.isError && (
        <Text role="alert" size="sm" c="red.8">
          {t('language.saveFailed')}
        </Text>
      )}
    </Group>
  );
}

function EmployerForm({ token, request }: { token: string; request: EmployerRequest }) {
  const t = useT();
  const { locale } = useLocale();
  const submit = useSubmitEmployerResponse(token, locale);
  const [employment, setEmployment] = useState(() => employmentDraft(request));
  const [accidents, setAccidents] = useState<AccidentRow[]>([]);
  const [noAccidents, setNoAccidents] = useState(false);
  const [drugAlcohol, setDrugAlcohol] = useState(emptyDrugAlcohol);
  const [responder, setResponder] = useState({ name: '', title: '', email: '', signature: '', certify: false });
  // A second tap before the first answer is back sends nothing: the first one's answer is shown.
  const sending = useRef(false);

  const errorOf = fieldErrorOf(submit.error);
  const summary = useMemo(
    () => answerErrors(isApiError(submit.error) ? submit.error.errors : undefined, t),
    [submit.error, t],
  );

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
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="employer-claimed">
          <Title order={2} size="h4" id="employer-claimed" mb="sm">
            {t('verifications.employer.claimed')}
          </Title>
          <Text>
            {t('careers.labelled', { label: t('verifications.employer.employer') })} {request.employer_name}
          </Text>
          <Text>
            {t('careers.labelled', { label: t('verifications.employer.periodClaimed') })} {request.period_from} –{' '}
            {request.period_to ?? t('verifications.driver.present')}
          </Text>
          {request.position && (
            <Text>
              {t('careers.labelled', { label: t('verifications.employer.positionClaimed') })} {request.position}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="sm">
            {t('careers.labelled', { label: t('verifications.employer.release') })} {request.release.title} —{' '}
            {request.release.typed_name}, {request.release.signed_at.slice(0, 10)}
          </Text>
          <details>
            <summary>
              <Anchor component="span" size="sm">
                {request.release.title}
              </Anchor>
            </summary>
            {/* The English release as the driver signed it, then the carrier's translation beside it. */}
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lang={LOCALE_TAGS.en}>
              {request.release.text}
            </Text>
            <TranslationBeside translation={request.release.translation} />
          </details>
        </Paper>

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

        <FormSection id="employer-sign" title={t('verifications.employer.signTitle')} columns={1}>
          <TextInput
            label={t('verifications.employer.responderName')}
            autoComplete="name"
            value={responder.name}
            onChange={(event) => setResponder({ ...responder, name: event.currentTarget.value })}
            id={answerFieldId('responder_name')}
            error={errorOf('responder_name')}
          />
          <TextInput
            label={t('verifications.employer.responderTitle')}
            autoComplete="organization-title"
            value={responder.title}
            onChange={(event) => setResponder({ ...responder, title: event.currentTarget.value })}
            id={answerFieldId('responder_title')}
            error={errorOf('responder_title')}
          />
          <TextInput
            label={t('verifications.employer.responderEmail')}
            type="email"
            autoComplete="email"
            value={responder.email}
            onChange={(event) => setResponder({ ...responder, email: event.currentTarget.value })}
            id={answerFieldId('responder_email')}
            error={errorOf('responder_email')}
          />
          <TextInput
            label={t('verifications.employer.typedSignature')}
            value={responder.signature}
            onChange={(event) => setResponder({ ...responder, signature: event.currentTarget.value })}
            id={answerFieldId('typed_signature')}
            error={errorOf('typed_signature')}
          />
          <Checkbox
            label={t('verifications.employer.certify')}
            checked={responder.certify}
            onChange={(event) => setResponder({ ...responder, certify: event.currentTarget.checked })}
            id={answerFieldId('certify')}
            error={errorOf('certify')}
          />
        </FormSection>
        {submit.isError &&
          (summary.length > 0 ? (
            <ErrorSummary title={t('verifications.employer.errorSummary')} errors={summary} />
          ) : (
            <Alert color="red" role="alert">
              {errorText(submit.error, t('verifications.employer.loadFailed'))}
            </Alert>
          ))}
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={submit.isPending} w={{ base: '100%', sm: 'auto' }}>
            {t('verifications.employer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
