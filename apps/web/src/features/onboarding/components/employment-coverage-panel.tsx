import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type EmploymentCoverage, type HistoryGap, messages } from '@roadhire/shared';

const t = messages.onboarding.step9;

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
  const { period } = coverage;
  return (
    <Stack gap="xs" component="section" aria-labelledby="employment-coverage">
      <Title order={2} size="h4" id="employment-coverage">
        {t.coverageTitle}
      </Title>
      <Text size="sm">{t.coverageLead(coverage.years)}</Text>
      <Text size="sm">
        <Text span fw={600}>
          {`${t.periodCovered}: `}
        </Text>
        {period ? t.period(period.from, period.to) : t.nothingCovered}
      </Text>
      {coverage.gaps.length === 0 ? (
        <Text size="sm" fw={600}>
          {t.fullyCovered(coverage.years)}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {coverage.gaps.map((gap) => (
            <Paper key={`${gap.from}/${gap.to}`} component="li" withBorder p="sm">
              <Stack gap="xs">
                <Text fw={600}>{t.gapHeading(gap.from, gap.to, gap.days)}</Text>
                <Button
                  variant="light"
                  onClick={() => onAddEntry(gap)}
                  aria-label={t.addGapEntryLabel(gap.from, gap.to)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t.addGapEntry}
                </Button>
                <Textarea
                  minRows={2}
                  maxLength={2000}
                  label={t.explainGap(gap.from, gap.to)}
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
