import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isLegalName, type SignRequest, type WorkHistoryRecord } from '@roadhire/shared';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/locale';
import type { OnboardingValues } from '../step-contract';
import { ApplicationSummary, type Signer } from './application-summary';
import { type Certification, CertifyPage } from './certify-page';
import { ComplianceTextPage } from './compliance-text-page';
import { useComplianceTexts } from './get-compliance-texts';

/** What signing sends with the final submit (decision 016). */
export type SignBody = Omit<SignRequest, 'certify'> & { certify: true };

/** The driver's own calendar day, YYYY-MM-DD: the date of application they see. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Between "Submit Application" and the final calls (decision 016): the summary of the whole
 * application, each notice and authorisation on its own page, accepted on its own, then the
 * certification and the typed name. "Sign and submit" hands the signature to `onSign`.
 */
export function SigningFlow({
  values,
  earlier,
  signer,
  positionTitle,
  page,
  onPage,
  onBack,
  onRestart,
  onSign,
  pending,
}: {
  values: OnboardingValues;
  earlier: WorkHistoryRecord[];
  signer: Signer;
  positionTitle: string | undefined;
  /** The page shown, from the history entry (signing-history.ts). */
  page: number;
  /** Goes on to a page: a new history entry. */
  onPage: (page: number) => void;
  /** The browser's Back: the page before, or the review from the first. */
  onBack: () => void;
  /** The first page again, in place: what was accepted before a reload is not kept. */
  onRestart: () => void;
  onSign: (body: SignBody) => void;
  pending: boolean;
}) {
  const t = useT();
  const texts = useComplianceTexts();
  // Opened past the first page (a reload, Forward): the acceptances were the closed page's; start again.
  const [opened] = useState(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the flow opened on.
  useEffect(() => {
    if (opened > 0) onRestart();
  }, []);
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [certification, setCertification] = useState<Certification>({ certify: false, typedName: '' });
  const [errors, setErrors] = useState<{ accept?: string; certify?: string; typedName?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const today = localToday();

  // Each page starts at its heading, for the eye and for a screen reader.
  const loaded = texts.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes or the texts arrive
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [page, loaded]);

  if (texts.isPending) return <Loader aria-label={t('onboarding.loading')} />;
  if (texts.isError)
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('signing.textsFailed')}
        </Alert>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('signing.backToReview')}
          </Button>
          <Button onClick={() => void texts.refetch()}>{t('signing.tryAgain')}</Button>
        </Group>
      </Stack>
    );

  const { carrier, certification: certificationText, texts: notices } = texts.data;
  const last = notices.length + 1;
  const notice = page >= 1 && page <= notices.length ? notices[page - 1] : undefined;
  const expectedName = `${signer.first_name} ${signer.last_name}`;

  const forward = () => {
    if (notice?.required && !accepted[notice.key]) {
      setErrors({ accept: t('signing.mustAccept') });
      return;
    }
    setErrors({});
    onPage(page + 1);
  };
  const back = () => {
    setErrors({});
    onBack();
  };
  const sign = () => {
    const problems = {
      certify: certification.certify ? undefined : t('signing.certifyRequired'),
      typedName: isLegalName(certification.typedName, signer) ? undefined : t('signing.nameMismatch'),
    };
    setErrors(problems);
    if (problems.certify || problems.typedName) return;
    onSign({
      typed_name: certification.typedName.trim(),
      certify: true,
      consents: Object.fromEntries(notices.filter((text) => accepted[text.key]).map((text) => [text.key, true])),
      text_versions: Object.fromEntries(
        [certificationText, ...notices].map((text) => [text.key, text.version] as const),
      ),
    });
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('signing.page', { index: page + 1, total: last + 1 })}
      </Text>
      {page === 0 && (
        <Stack gap="md" component="section" aria-labelledby="review-title">
          <Title order={3} size="h4" id="review-title" ref={heading} tabIndex={-1}>
            {t('signing.reviewTitle')}
          </Title>
          <Text size="sm">{t('signing.reviewIntro')}</Text>
          <ApplicationSummary
            values={values}
            earlier={earlier}
            signer={signer}
            carrier={carrier}
            positionTitle={positionTitle}
            today={today}
          />
        </Stack>
      )}
      {notice && (
        <ComplianceTextPage
          key={notice.key}
          text={notice}
          accepted={accepted[notice.key] ?? false}
          onAccept={(value) => {
            setAccepted({ ...accepted, [notice.key]: value });
            if (value) setErrors({});
          }}
          error={errors.accept ?? null}
          headingRef={heading}
        />
      )}
      {page === last && (
        <CertifyPage
          certification={certificationText}
          value={certification}
          onChange={(value) => {
            setCertification(value);
            // A message goes as soon as its answer is fixed.
            setErrors((shown) => ({
              certify: shown.certify && !value.certify ? shown.certify : undefined,
              typedName: shown.typedName && !isLegalName(value.typedName, signer) ? shown.typedName : undefined,
            }));
          }}
          errors={errors}
          expectedName={expectedName}
          headingRef={heading}
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={back} disabled={pending}>
          {page === 0 ? t('signing.backToReview') : t('onboarding.back')}
        </Button>
        {page < last ? (
          <Button onClick={forward}>{t('signing.continue')}</Button>
        ) : (
          <Button onClick={sign} loading={pending}>
            {t('signing.signAndSubmit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
