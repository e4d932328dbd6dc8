import { Stack, Text } from '@mantine/core';
import { type ComplianceTextsResponse, isLegalName, type WorkHistoryRecord } from '@roadhire/shared';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/locale';
import type { OnboardingValues } from '../step-contract';
import type { Signer } from './application-summary';
import { CertifyPage } from './certify-page';
import { ComplianceTextPage } from './compliance-text-page';
import { ReviewPage } from './review-page';
import type { SignBody, SigningAnswers } from './signing-answers';
import { SigningButtons } from './signing-buttons';

/** The driver's own calendar day, YYYY-MM-DD: the date of application they see. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export interface SigningPagesProps {
  values: OnboardingValues;
  earlier: WorkHistoryRecord[];
  signer: Signer;
  positionTitle: string | undefined;
  page: number;
  onPage: (page: number) => void;
  onBack: () => void;
  onSign: (body: SignBody) => void;
  pending: boolean;
}

/** The pages once the texts are read: the review, one page per notice, then the certification. */
export function SigningPages({
  texts,
  answers,
  ...props
}: SigningPagesProps & { texts: ComplianceTextsResponse; answers: SigningAnswers }) {
  const t = useT();
  const { page, signer, pending } = props;
  const { accepted, accept, certification, changeCertification, errors, setErrors } = answers;
  const heading = useRef<HTMLHeadingElement>(null);
  // Each page starts at its heading, for the eye and for a screen reader.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes or the texts arrive (mount)
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const { carrier, certification: certificationText, texts: notices } = texts;
  const last = notices.length + 1;
  const notice = page >= 1 && page <= notices.length ? notices[page - 1] : undefined;

  const forward = () => {
    if (notice?.required && !accepted[notice.key]) {
      setErrors({ accept: t('signing.mustAccept') });
      return;
    }
    setErrors({});
    props.onPage(page + 1);
  };
  const back = () => {
    setErrors({});
    props.onBack();
  };
  const sign = () => {
    const problems = {
      certify: certification.certify ? undefined : t('signing.certifyRequired'),
      typedName: isLegalName(certification.typedName, signer) ? undefined : t('signing.nameMismatch'),
    };
    setErrors(problems);
    if (problems.certify || problems.typedName) return;
    props.onSign({
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
        <ReviewPage
          headingRef={heading}
          values={props.values}
          earlier={props.earlier}
          signer={signer}
          carrier={carrier}
          positionTitle={props.positionTitle}
          today={localToday()}
        />
      )}
      {notice && (
        <ComplianceTextPage
          key={notice.key}
          text={notice}
          accepted={accepted[notice.key] ?? false}
          onAccept={(value) => accept(notice.key, value)}
          error={errors.accept ?? null}
          headingRef={heading}
        />
      )}
      {page === last && (
        <CertifyPage
          certification={certificationText}
          value={certification}
          onChange={(value) => changeCertification(value, signer)}
          errors={errors}
          expectedName={`${signer.first_name} ${signer.last_name}`}
          headingRef={heading}
        />
      )}
      <SigningButtons
        first={page === 0}
        last={page === last}
        pending={pending}
        onBack={back}
        onForward={forward}
        onSign={sign}
      />
    </Stack>
  );
}
