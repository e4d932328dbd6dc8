import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stepper.css';
import { Alert, Anchor, Badge, Card, Group, List, Stack, Stepper, Text, Title } from '@mantine/core';
import { DRIVER_APPLICATION_STEPS, type DriverApplicationStatus, type DriverCheck } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { driverApplicationsQuery } from '../api/driver-applications';

/**
 * Where each application stands (received, in review, checks in progress, decision), so no driver
 * is left wondering. `checks` lists the previous employers asked (49 CFR 391.23) once those checks
 * run; the API fills it per application.
 */
export function ApplicationStatusList() {
  const t = useT();
  const { locale } = useLocale();
  const applications = useQuery(driverApplicationsQuery(locale));
  if (!applications.data) return null;
  return (
    <Stack gap="sm">
      {applications.data.items.length === 0 && <Text size="sm">{t('hiring.driver.noApplications')}</Text>}
      {applications.data.items.map((application) => (
        <ApplicationStatusCard key={application.id} application={application} />
      ))}
    </Stack>
  );
}

function ApplicationStatusCard({ application }: { application: DriverApplicationStatus }) {
  const t = useT();
  const titleId = useId();
  const active = application.step ? DRIVER_APPLICATION_STEPS.indexOf(application.step) : -1;
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {application.p_position_title}
        </Title>
        {application.status === 'in_progress' && <Text size="sm">{t('hiring.driver.notSent')}</Text>}
        {application.status === 'cancelled' && <Badge color="gray">{t('hiring.driver.cancelled')}</Badge>}
        {application.step && (
          <Stepper
            active={application.step === 'decision' ? DRIVER_APPLICATION_STEPS.length : active}
            orientation="vertical"
            size="sm"
            aria-label={t('hiring.driver.statusTitle')}
          >
            {DRIVER_APPLICATION_STEPS.map((step, index) => (
              <Stepper.Step
                key={step}
                label={t(`hiring.driver.steps.${step}`)}
                description={index === active ? t('hiring.driver.stepCurrent') : undefined}
                aria-current={index === active ? 'step' : undefined}
              />
            ))}
          </Stepper>
        )}
        {application.decision && <Text fw={600}>{t(`hiring.driver.decisions.${application.decision}`)}</Text>}
        {/* Only while a release waits: once all are signed the call to action is gone. */}
        {application.releases_to_sign > 0 && (
          <Alert color="blue">
            <Anchor component={Link} to={paths.driverVerifications.href()} fw={600}>
              {t('verifications.driver.accountLink')}
            </Anchor>
          </Alert>
        )}
        <EmployerChecks checks={application.checks} />
        {application.clearinghouse_consent === 'to_sign' && (
          <Alert color="blue">
            <Stack gap={4}>
              <Text size="sm">{t('hiring.driver.consentToSign')}</Text>
              <Anchor component={Link} to={paths.clearinghouseConsent.href(application.id)}>
                {t('hiring.driver.consentSignLink')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {application.clearinghouse_consent === 'signed' && (
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t('hiring.driver.consentSigned')}
            </Badge>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The previous employers asked, and whether each answered; nothing while none was asked. */
export function EmployerChecks({ checks }: { checks: DriverCheck[] }) {
  const t = useT();
  if (checks.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('hiring.driver.checksTitle')}
      </Text>
      <List size="sm">
        {checks.map((check) => (
          <List.Item key={`${check.employer_name}-${check.asked_at ?? ''}`}>
            {/* One text with its separator, so French puts its non-breaking space before the colon. */}
            {t(check.answered ? 'hiring.driver.checkAnswered' : 'hiring.driver.checkAsked', {
              employer: check.employer_name,
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
