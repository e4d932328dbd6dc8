import { Anchor, Button, type ButtonProps, Paper, Stack, Text, Title } from '@mantine/core';
import { frenchJobPagePath, hasFrenchPage, type OpenPosition } from '@roadhire/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { followInApp } from '../../lib/follow-in-app';
import { useT } from '../../lib/i18n/locale';
import type { ApplyAction } from './apply-action';
import { ApplyButton } from './apply-button';
import { PositionFacts } from './position-facts';

/** One position in the list (SPEC §2): title, number, the visible lines and its button. */
export function PositionCard({
  position,
  action,
  onOpen,
  onFollowTitle,
  linked = true,
}: {
  position: OpenPosition;
  action: ApplyAction;
  onOpen: (jobId: number) => void;
  /** Called as the title's link is followed, before the job's page is drawn. */
  onFollowTitle?: () => void;
  /** The title links to the job's page; a recruiter's preview shows it the same, going nowhere. */
  linked?: boolean;
}) {
  const t = useT();
  const titleId = `position-${position.p_id}-title`;
  // On the French list a job leads to its French page, when it has one (decision 032).
  const inFrench = useLocation().pathname.startsWith('/fr/') && hasFrenchPage(position);
  const jobHref = inFrench ? frenchJobPagePath(position) : paths.job.href(position);
  // Every card has the same buttons; the title they sit under tells them apart.
  const button = { size: 'md', mih: 44, fullWidth: true, 'aria-describedby': titleId } as const;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {/* The job's own address: a link to share, and the page search engines list. */}
          {linked ? (
            <Anchor component={Link} to={jobHref} onClick={onFollowTitle} inherit>
              {position.p_position_title}
            </Anchor>
          ) : (
            <Anchor component="span" inherit>
              {position.p_position_title}
            </Anchor>
          )}
        </Title>
        <Text size="sm" c="dimmed">
          {t('careers.labelled', { label: t('careers.positionNumber') })} {position.p_position_number}
        </Text>
        <PositionFacts position={position} />
        {/* SPEC §2/§4: the Details / Apply button follows pipeline_status, like the panel's. */}
        {action.kind === 'apply' ? (
          <DetailsButton mt="auto" {...button} jobHref={linked ? jobHref : null} onOpen={() => onOpen(position.p_id)}>
            {t('careers.details')}
          </DetailsButton>
        ) : (
          <>
            <ApplyButton mt="auto" {...button} action={action} positionId={position.p_id} />
            {/* The description stays readable while the application is in progress or done. */}
            <DetailsButton
              variant="subtle"
              {...button}
              jobHref={linked ? jobHref : null}
              onOpen={() => onOpen(position.p_id)}
            >
              {t('careers.viewDetails')}
            </DetailsButton>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A card's button opens the details panel. It is a link to the job's own page, which holds the same
 * details and Apply: so it works before the page's code has arrived, and without it.
 */
function DetailsButton({
  jobHref,
  onOpen,
  children,
  ...props
}: ButtonProps & { jobHref: string | null; onOpen: () => void; children: ReactNode; 'aria-describedby': string }) {
  if (!jobHref) {
    return (
      <Button {...props} onClick={onOpen}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...props} component="a" href={jobHref} onClick={followInApp(onOpen)}>
      {children}
    </Button>
  );
}
