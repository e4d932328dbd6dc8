import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EmploymentCoverage, HistoryGap } from '@roadhire/shared';
import { useLocale, useT } from '../../../lib/i18n/locale';

/**
 * Step 9's "Employment history coverage" (decision 017): the period the entries cover, and each gap
 * of more than 30 days with a button to add an entry for it and a box to explain it instead.
 */
export function EmploymentCoveragePanel({
  coverage,
  explanationOf,
  onAddEntry,
  onExplain,
}: {
  coverage: EmploymentCoverage;
  /** The text as typed for a gap. */
  explanationOf: (gap: HistoryGap) => string;
  onAddEntry: (gap: HistoryGap) => void;
  onExplain: (gap: HistoryGap, explanation: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { period } = coverage;
  return (
    <Stack gap="xs" component="section" aria-labelledby="employment-coverage">
      <Title order={2} size="h4" id="employment-coverage">
        {t('onboarding.step9.coverageTitle')}
      </Title>
      <Text size="sm">{t('onboarding.step9.coverageLead', { years: coverage.years })}</Text>
      <Text size="sm">
        <Text span fw={600}>
          {/* French sets a non-breaking space before the colon. */}
          {`${t('onboarding.step9.periodCovered')}${locale === 'fr' ? '\u00a0: ' : ': '}`}
        </Text>
        {period
          ? t('onboarding.step9.period', { from: period.from, to: period.to })
          : t('onboarding.step9.nothingCovered')}
      </Text>
      {coverage.gaps.length === 0 ? (
        <Text size="sm" fw={600}>
          {t('onboarding.step9.fullyCovered', { years: coverage.years })}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {coverage.gaps.map((gap) => (
            <Paper key={`${gap.from}/${gap.to}`} component="li" withBorder p="sm">
              <Stack gap="xs">
                <Text fw={600}>{t('onboarding.step9.gapHeading', { from: gap.from, to: gap.to, days: gap.days })}</Text>
                <Button
                  variant="light"
                  onClick={() => onAddEntry(gap)}
                  aria-label={t('onboarding.step9.addGapEntryLabel', { from: gap.from, to: gap.to })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('onboarding.step9.addGapEntry')}
                </Button>
                <Textarea
                  minRows={2}
                  maxLength={2000}
                  label={t('onboarding.step9.explainGap', { from: gap.from, to: gap.to })}
                  value={explanationOf(gap)}
                  onChange={(event) => onExplain(gap, event.currentTarget.value)}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
