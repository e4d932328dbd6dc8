import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ComplianceTextBody, TranslationBeside } from '../../../components/compliance-text';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { clearinghouseConsentQuery, useSignClearinghouseConsent } from '../api/driver-applications';

/**
 * The driver's consent to the carrier's limited Clearinghouse queries (49 CFR 382.703), signed with
 * the typed name, as the application is (decision 016). Route /candidate/clearinghouse-consent/:applicationId.
 */
export function ClearinghouseConsentPage() {
  const t = useT();
  const intl = useIntl();
  const { applicationId = '' } = useParams();
  const consent = useQuery(clearinghouseConsentQuery(applicationId));
  const sign = useSignClearinghouseConsent(applicationId);
  const [typedName, setTypedName] = useState('');
  const [certified, setCertified] = useState(false);
  const [checked, setChecked] = useState(false);

  if (consent.isPending) return <PageLoader />;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1}>{t('hiring.driver.consentTitle')}</Title>
      {consent.isError && <Alert color="red">{errorText(consent.error, t('api.notFound'))}</Alert>}
      {consent.data && (
        <>
          <Text size="sm">
            {consent.data.carrier.legal_name}, {consent.data.carrier.address} · {consent.data.p_position_title}
          </Text>
          {/* The English text is the one consented to; a French reader has the carrier's translation beside it. */}
          <Paper withBorder p="sm" radius="md" component="article" aria-label={consent.data.text.title} lang="en">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {consent.data.text.title}
              </Title>
              <ComplianceTextBody text={consent.data.text.text} />
              <Text size="xs" c="dimmed">
                {consent.data.text.version}
              </Text>
            </Stack>
          </Paper>
          <TranslationBeside translation={consent.data.text.translation} />
          {consent.data.signature ? (
            <Alert color="green" role="status">
              {t('hiring.driver.signedOn', {
                at: intl.formatDate(consent.data.signature.signed_at, { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                setChecked(true);
                if (!typedName.trim() || !certified) return;
                sign.mutate({ typed_name: typedName, certify: true });
              }}
            >
              <Stack gap="sm">
                <Text size="sm">{t('hiring.driver.consentIntro')}</Text>
                <TextInput
                  label={t('hiring.driver.typedName')}
                  autoComplete="name"
                  value={typedName}
                  onChange={(event) => setTypedName(event.currentTarget.value)}
                  error={checked && !typedName.trim() ? t('hiring.api.typedNameRequired') : undefined}
                  size="md"
                />
                <Checkbox
                  label={t('hiring.driver.certify')}
                  checked={certified}
                  onChange={(event) => setCertified(event.currentTarget.checked)}
                  error={checked && !certified ? t('hiring.api.certifyRequired') : undefined}
                  size="md"
                />
                {sign.isError && (
                  <Alert color="red" role="alert">
                    {errorText(sign.error, t('hiring.api.consentNotOpen'))}
                  </Alert>
                )}
                <Button type="submit" size="md" loading={sign.isPending} fullWidth>
                  {t('hiring.driver.sign')}
                </Button>
              </Stack>
            </form>
          )}
        </>
      )}
      <Anchor component={Link} to={paths.profile.href()}>
        {t('hiring.driver.backToAccount')}
      </Anchor>
    </Stack>
  );
}
