// Card styles load with the dashboard, not in the first load (app/styles.ts).
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminStats } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';

interface CountCard {
  key: string;
  label: string;
  count: number;
  href: string;
}

const applicants = (query: Record<string, string>) => paths.adminApplicants.href(query);

/** The counts as cards; each opens the applicants list filtered the same way. */
export function StatusCards({ byStatus }: { byStatus: AdminStats['byStatus'] }) {
  const t = useT();
  const { status, stage } = byStatus;
  const statusCards: CountCard[] = [
    { key: 'total', label: t('adminDashboard.counts.total'), count: byStatus.total, href: applicants({}) },
    {
      key: 'in_progress',
      label: t('adminDashboard.counts.in_progress'),
      count: status.in_progress,
      href: applicants({ status: 'in_progress' }),
    },
    {
      key: 'submitted',
      label: t('adminDashboard.counts.submitted'),
      count: status.submitted,
      href: applicants({ status: 'submitted' }),
    },
    {
      key: 'cancelled',
      label: t('adminDashboard.counts.cancelled'),
      count: status.cancelled,
      href: applicants({ status: 'cancelled' }),
    },
  ];
  // `stage=submitted` is the completed applications no recruiter has moved on yet.
  const stageCards: CountCard[] = [
    {
      key: 'waiting',
      label: t('adminDashboard.counts.waiting'),
      count: stage.submitted,
      href: applicants({ stage: 'submitted' }),
    },
    {
      key: 'in_review',
      label: t('adminDashboard.counts.in_review'),
      count: stage.in_review,
      href: applicants({ status: 'in_review' }),
    },
    {
      key: 'interview',
      label: t('adminDashboard.counts.interview'),
      count: stage.interview,
      href: applicants({ status: 'interview' }),
    },
    {
      key: 'hired',
      label: t('adminDashboard.counts.hired'),
      count: stage.hired,
      href: applicants({ status: 'hired' }),
    },
    {
      key: 'rejected',
      label: t('adminDashboard.counts.rejected'),
      count: stage.rejected,
      href: applicants({ status: 'rejected' }),
    },
  ];
  return (
    <Stack gap="lg">
      <CardGroup title={t('adminDashboard.countsHeading')} cards={statusCards} />
      <CardGroup title={t('adminDashboard.stagesHeading')} cards={stageCards} />
    </Stack>
  );
}

function CardGroup({ title, cards }: { title: string; cards: CountCard[] }) {
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {cards.map((card) => (
          <li key={card.key}>
            <Card
              component={Link}
              to={card.href}
              withBorder
              padding="sm"
              aria-label={t('adminDashboard.countLink', { label: card.label, count: card.count })}
              style={{ height: '100%', color: 'inherit' }}
            >
              <Text size="sm" c="dimmed">
                {card.label}
              </Text>
              <Text fz={28} fw={700} lh={1.2} c="blue.8">
                {card.count}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
