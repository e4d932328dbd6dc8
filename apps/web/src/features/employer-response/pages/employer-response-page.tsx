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
import { type EmployerRequest, type EmployerResponseInput, messages } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { type AccidentRow, AccidentRows, accidentAnswers } from '../../../components/accident-rows';
import { DrugAlcoholFields, noDrugAlcoholFindings } from '../../../components/drug-alcohol-fields';
import { EmploymentFields, employmentAnswer, employmentDraft } from '../../../components/employment-answer-fields';
import { FormSection } from '../../../components/form-section';
import { errorText, fieldErrorOf } from '../../../lib/api-client';
import { useEmployerRequest, useSubmitEmployerResponse } from '../api/employer-request';

const text = messages.verifications.employer;

/** The previous employer's page (decision 030): the request, then the form, with no account. */
export function EmployerResponsePage() {
  const { token = '' } = useParams();
  const request = useEmployerRequest(token);
  return (
    <>
      <Container component="header" size="sm" px="md" py="sm">
        <Text fw={700} size="lg">
          {request.data?.carrier.legal_name ?? messages.nav.brandFallback}
        </Text>
      </Container>
      <Box component="main" pb="xl">
        <Container size="sm" px="md">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {text.title}
            </Title>
            {request.isPending && <Loader aria-label={text.title} />}
            {request.isError && (
              <Alert color="red" role="alert" title={text.refused}>
                {errorText(request.error, text.loadFailed)}
              </Alert>
            )}
            {request.data && <EmployerForm token={token} request={request.data} />}
          </Stack>
        </Container>
      </Box>
    </>
  );
}

function EmployerForm({ token, request }: { token: string; request: EmployerRequest }) {
  const submit = useSubmitEmployerResponse(token);
  const [employment, setEmployment] = useState(() => employmentDraft(request));
  const [accidents, setAccidents] = useState<AccidentRow[]>([]);
  const [noAccidents, setNoAccidents] = useState(false);
  const [drugAlcohol, setDrugAlcohol] = useState(noDrugAlcoholFindings);
  const [responder, setResponder] = useState({ name: '', title: '', email: '', signature: '', certify: false });

  const errorOf = fieldErrorOf(submit.error);

  if (submit.isSuccess)
    return (
      <Alert color="green" role="status">
        {submit.data.message}
      </Alert>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: EmployerResponseInput = {
      employment: employmentAnswer(employment),
      accidents: accidentAnswers(accidents),
      no_accidents: noAccidents,
      ...(request.sections.drug_alcohol ? { drug_alcohol: drugAlcohol } : {}),
      responder_name: responder.name,
      responder_title: responder.title,
      ...(responder.email.trim() ? { responder_email: responder.email.trim() } : {}),
      typed_signature: responder.signature,
      certify: responder.certify as true,
    };
    submit.mutate(body);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <Text>{text.intro(request.carrier.legal_name, request.driver_name)}</Text>
        <Text fw={600}>{text.due(request.employer_due)}</Text>
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="employer-claimed">
          <Title order={2} size="h4" id="employer-claimed" mb="sm">
            {text.claimed}
          </Title>
          <Text>
            {text.employer}: {request.employer_name}
          </Text>
          <Text>
            {text.periodClaimed}: {request.period_from} – {request.period_to ?? messages.verifications.driver.present}
          </Text>
          {request.position && (
            <Text>
              {text.positionClaimed}: {request.position}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="sm">
            {text.release}: {request.release.title} — {request.release.typed_name},{' '}
            {request.release.signed_at.slice(0, 10)}
          </Text>
          <details>
            <summary>
              <Anchor component="span" size="sm">
                {request.release.title}
              </Anchor>
            </summary>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {request.release.text}
            </Text>
          </details>
        </Paper>

        <FormSection id="employer-employment" title={text.employmentTitle} columns={1}>
          <EmploymentFields value={employment} onChange={setEmployment} errorOf={errorOf} />
        </FormSection>

        <FormSection
          id="employer-accidents"
          title={text.accidentsTitle(request.accidents_from, request.accidents_to)}
          hint={text.accidentsHint}
          columns={1}
        >
          <AccidentRows
            rows={accidents}
            onRows={setAccidents}
            noAccidents={noAccidents}
            onNoAccidents={setNoAccidents}
            errorOf={errorOf}
          />
        </FormSection>

        {request.sections.drug_alcohol && (
          <FormSection id="employer-drug-alcohol" title={text.drugAlcoholTitle} columns={1}>
            <DrugAlcoholFields value={drugAlcohol} onChange={setDrugAlcohol} errorOf={errorOf} />
          </FormSection>
        )}

        <FormSection id="employer-sign" title={text.signTitle} columns={1}>
          <TextInput
            label={text.responderName}
            autoComplete="name"
            value={responder.name}
            onChange={(event) => setResponder({ ...responder, name: event.currentTarget.value })}
            error={errorOf('responder_name')}
          />
          <TextInput
            label={text.responderTitle}
            autoComplete="organization-title"
            value={responder.title}
            onChange={(event) => setResponder({ ...responder, title: event.currentTarget.value })}
            error={errorOf('responder_title')}
          />
          <TextInput
            label={text.responderEmail}
            type="email"
            autoComplete="email"
            value={responder.email}
            onChange={(event) => setResponder({ ...responder, email: event.currentTarget.value })}
            error={errorOf('responder_email')}
          />
          <TextInput
            label={text.typedSignature}
            value={responder.signature}
            onChange={(event) => setResponder({ ...responder, signature: event.currentTarget.value })}
            error={errorOf('typed_signature')}
          />
          <Checkbox
            label={text.certify}
            checked={responder.certify}
            onChange={(event) => setResponder({ ...responder, certify: event.currentTarget.checked })}
            error={errorOf('certify')}
          />
        </FormSection>
        {submit.isError && (
          <Alert color="red" role="alert">
            {errorText(submit.error, text.loadFailed)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={submit.isPending} w={{ base: '100%', sm: 'auto' }}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
