import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminPositionInput, LOCALE_TAGS, type Locale } from '@roadhire/shared';
import { useId, useMemo, useState } from 'react';
import type { ApplyAction } from '../../../../components/positions/apply-action';
import { PositionCard } from '../../../../components/positions/position-card';
import { PositionDetails } from '../../../../components/positions/position-details';
import { LocaleScope, useT } from '../../../../lib/i18n/locale';
import { previewPositionOf } from '../position-input';

/**
 * The real careers card and details panel, fed with the form as it stands, once as the English
 * careers page shows the position and once as the French one does (decision 032: both versions
 * are published together, so the recruiter checks both).
 */
export function PositionPreview({ values, positionId }: { values: AdminPositionInput; positionId: number }) {
  const t = useT();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" bg="gray.0">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {t('adminPositions.preview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminPositions.preview.intro')}
          </Text>
        </Stack>
        <LanguagePreview locale="en" values={values} positionId={positionId} />
        {/* Another id than the English card's, so the two cards' element ids stay unique. */}
        <LanguagePreview locale="fr" values={values} positionId={-1 - positionId} />
      </Stack>
    </Paper>
  );
}

/** One language's card and details panel: the position's texts and the careers page's words in it. */
function LanguagePreview({
  locale,
  values,
  positionId,
}: {
  locale: Locale;
  values: AdminPositionInput;
  positionId: number;
}) {
  const t = useT();
  const headingId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {t(locale === 'fr' ? 'adminPositions.preview.french' : 'adminPositions.preview.english')}
      </Title>
      <LocaleScope locale={locale}>
        {/* Read aloud in its own language whatever the page's (WCAG 3.1.2, language of parts). */}
        <div lang={LOCALE_TAGS[locale]}>
          <CareersView
            locale={locale}
            values={values}
            positionId={positionId}
            detailsOpen={detailsOpen}
            onOpen={() => setDetailsOpen(true)}
            onClose={() => setDetailsOpen(false)}
          />
        </div>
      </LocaleScope>
      <Button variant="default" onClick={() => setDetailsOpen(true)} aria-describedby={headingId}>
        {t('adminPositions.preview.openDetails')}
      </Button>
    </Stack>
  );
}

/** Drawn inside the language's scope, so its words are the careers page's in that language. */
function CareersView({
  locale,
  values,
  positionId,
  detailsOpen,
  onOpen,
  onClose,
}: {
  locale: Locale;
  values: AdminPositionInput;
  positionId: number;
  detailsOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const untitled = t('adminPositions.preview.untitled');
  const position = useMemo(
    () => previewPositionOf(values, positionId, untitled, locale),
    [values, positionId, untitled, locale],
  );
  // The buttons show as a visitor sees them, but a recruiter cannot apply from a preview.
  const inertApply: ApplyAction = { kind: 'apply', label: t('careers.applyNow'), disabled: true, apply: () => {} };
  return (
    <>
      <PositionCard position={position} action={inertApply} onOpen={onOpen} linked={false} />
      <PositionDetails position={position} opened={detailsOpen} onClose={onClose} action={inertApply} />
    </>
  );
}
