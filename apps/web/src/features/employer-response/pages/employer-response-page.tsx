import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type EmployerRequest, type EmployerResponseInput, messages } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { FormSection } from '../../../components/form-section';
import { errorText, isApiError } from '../../../lib/api-client';
import { useEmployerRequest, useSubmitEmployerResponse } from '../api/employer-request';

const text = messages.verifications.employer;

interface AccidentRow {
  date: string;
  city: string;
  state: string;
  injuries: string;
  fatalities: string;
  hazmat_released: boolean;
}

const emptyAccident = (): AccidentRow => ({
  date: '',
  city: '',
  state: '',
  injuries: '0',
  fatalities: '0',
  hazmat_released: false,
});

/** A typed count goes as a number when it is one, so the server names what is wrong otherwise. */
const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);

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
  const [employment, setEmployment] = useState({
    dates_confirmed: true,
    employed_from: request.period_from,
    employed_to: request.period_to ?? '',
    still_employed: request.period_to === null,
    position: request.position ?? '',
    drove_cmv: true,
    vehicle_types: '',
    reason_for_leaving: '',
    eligible_for_rehire: 'unknown',
  });
  const [accidents, setAccidents] = useState<AccidentRow[]>([]);
  const [noAccidents, setNoAccidents] = useState(false);
  const [drugAlcohol, setDrugAlcohol] = useState({
    alcohol_04_or_more: false,
    verified_positive_drug: false,
    refusals: false,
    other_violations: false,
    return_to_duty_documents: false,
  });
  const [responder, setResponder] = useState({ name: '', title: '', email: '', signature: '', certify: false });

  const errors = isApiError(submit.error) ? (submit.error.errors ?? {}) : {};
  const errorOf = (field: string) => errors[field]?.[0];

  if (submit.isSuccess)
    return (
      <Alert color="green" role="status">
        {submit.data.message}
      </Alert>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: EmployerResponseInput = {
      employment: {
        dates_confirmed: employment.dates_confirmed,
        employed_from: employment.employed_from,
        employed_to: employment.still_employed ? null : employment.employed_to,
        position: employment.position,
        drove_cmv: employment.drove_cmv,
        vehicle_types: employment.vehicle_types
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        reason_for_leaving: employment.reason_for_leaving,
        eligible_for_rehire: employment.eligible_for_rehire as 'yes' | 'no' | 'unknown',
      },
      accidents: accidents.map((row) => ({
        ...row,
        injuries: count(row.injuries) as number,
        fatalities: count(row.fatalities) as number,
      })),
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

  const setAccident = (index: number, change: Partial<AccidentRow>) =>
    setAccidents((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

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
          <Checkbox
            label={text.datesConfirmed}
            checked={employment.dates_confirmed}
            onChange={(event) => setEmployment({ ...employment, dates_confirmed: event.currentTarget.checked })}
            error={errorOf('employment.dates_confirmed')}
          />
          <TextInput
            type="date"
            label={text.employedFrom}
            value={employment.employed_from}
            onChange={(event) => setEmployment({ ...employment, employed_from: event.currentTarget.value })}
            error={errorOf('employment.employed_from')}
          />
          <Checkbox
            label={text.stillEmployed}
            checked={employment.still_employed}
            onChange={(event) => setEmployment({ ...employment, still_employed: event.currentTarget.checked })}
          />
          {!employment.still_employed && (
            <TextInput
              type="date"
              label={text.employedTo}
              value={employment.employed_to}
              onChange={(event) => setEmployment({ ...employment, employed_to: event.currentTarget.value })}
              error={errorOf('employment.employed_to')}
            />
          )}
          <TextInput
            label={text.position}
            value={employment.position}
            onChange={(event) => setEmployment({ ...employment, position: event.currentTarget.value })}
            error={errorOf('employment.position')}
          />
          <Checkbox
            label={text.droveCmv}
            checked={employment.drove_cmv}
            onChange={(event) => setEmployment({ ...employment, drove_cmv: event.currentTarget.checked })}
            error={errorOf('employment.drove_cmv')}
          />
          <Textarea
            label={text.vehicleTypes}
            autosize
            minRows={2}
            value={employment.vehicle_types}
            onChange={(event) => setEmployment({ ...employment, vehicle_types: event.currentTarget.value })}
            error={errorOf('employment.vehicle_types')}
          />
          <Textarea
            label={text.reasonForLeaving}
            autosize
            minRows={2}
            value={employment.reason_for_leaving}
            onChange={(event) => setEmployment({ ...employment, reason_for_leaving: event.currentTarget.value })}
            error={errorOf('employment.reason_for_leaving')}
          />
          <NativeSelect
            label={text.eligibleForRehire}
            data={[
              { value: 'yes', label: text.rehire.yes },
              { value: 'no', label: text.rehire.no },
              { value: 'unknown', label: text.rehire.unknown },
            ]}
            value={employment.eligible_for_rehire}
            onChange={(event) => setEmployment({ ...employment, eligible_for_rehire: event.currentTarget.value })}
            error={errorOf('employment.eligible_for_rehire')}
          />
        </FormSection>

        <FormSection
          id="employer-accidents"
          title={text.accidentsTitle(request.accidents_from, request.accidents_to)}
          hint={text.accidentsHint}
          columns={1}
        >
          <Checkbox
            label={text.noAccidents}
            checked={noAccidents}
            disabled={accidents.length > 0}
            onChange={(event) => setNoAccidents(event.currentTarget.checked)}
            error={errorOf('no_accidents')}
          />
          {accidents.map((row, index) => (
            <Paper
              // The rows have no id of their own; their order is their identity until sent.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end or removed
              key={index}
              component="fieldset"
              withBorder
              p="sm"
              m={0}
            >
              <legend>{text.accident(index + 1)}</legend>
              <Stack gap="sm">
                <TextInput
                  type="date"
                  label={text.accidentDate}
                  value={row.date}
                  onChange={(event) => setAccident(index, { date: event.currentTarget.value })}
                  error={errorOf(`accidents.${index}.date`)}
                />
                <TextInput
                  label={text.city}
                  value={row.city}
                  onChange={(event) => setAccident(index, { city: event.currentTarget.value })}
                  error={errorOf(`accidents.${index}.city`)}
                />
                <TextInput
                  label={text.state}
                  value={row.state}
                  onChange={(event) => setAccident(index, { state: event.currentTarget.value })}
                  error={errorOf(`accidents.${index}.state`)}
                />
                <TextInput
                  label={text.injuries}
                  inputMode="numeric"
                  value={row.injuries}
                  onChange={(event) => setAccident(index, { injuries: event.currentTarget.value })}
                  error={errorOf(`accidents.${index}.injuries`)}
                />
                <TextInput
                  label={text.fatalities}
                  inputMode="numeric"
                  value={row.fatalities}
                  onChange={(event) => setAccident(index, { fatalities: event.currentTarget.value })}
                  error={errorOf(`accidents.${index}.fatalities`)}
                />
                <Checkbox
                  label={text.hazmat}
                  checked={row.hazmat_released}
                  onChange={(event) => setAccident(index, { hazmat_released: event.currentTarget.checked })}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setAccidents((rows) => rows.filter((_row, at) => at !== index))}
                >
                  {text.removeAccident}
                </Button>
              </Stack>
            </Paper>
          ))}
          <Button
            variant="light"
            onClick={() => {
              setNoAccidents(false);
              setAccidents((rows) => [...rows, emptyAccident()]);
            }}
          >
            {text.addAccident}
          </Button>
        </FormSection>

        {request.sections.drug_alcohol && (
          <FormSection id="employer-drug-alcohol" title={text.drugAlcoholTitle} columns={1}>
            {(
              [
                ['alcohol_04_or_more', text.alcohol],
                ['verified_positive_drug', text.drugs],
                ['refusals', text.refusals],
                ['other_violations', text.otherViolations],
                ['return_to_duty_documents', text.returnToDuty],
              ] as const
            ).map(([key, label]) => (
              <Checkbox
                key={key}
                label={label}
                checked={drugAlcohol[key]}
                onChange={(event) => setDrugAlcohol({ ...drugAlcohol, [key]: event.currentTarget.checked })}
                error={errorOf(`drug_alcohol.${key}`)}
              />
            ))}
            {errorOf('drug_alcohol') && (
              <Text c="red" size="sm">
                {errorOf('drug_alcohol')}
              </Text>
            )}
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
