import { Anchor, Paper } from '@mantine/core';
import { messages, PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatch } from 'react-router';
import { paths } from '../../config/paths';
import { latestApplicationQueryOptions } from '../../lib/api/get-latest-application';
import { useSession } from '../../lib/session';
import { isTokenExpired } from '../../lib/session-token';

/**
 * While the driver's application is in progress (pipeline_status 2), every page of the layout but
 * the application itself starts with the way back to it, so no unrelated job has to be opened.
 * SPEC §2 hides the top bar then, so this is a banner of its own.
 */
export function ContinueApplicationBanner() {
  const { token, userId, me } = useSession();
  const onOnboarding = useMatch(paths.onboarding.pattern);
  const inProgress =
    Boolean(token) && !isTokenExpired(token ?? '') && me?.pipeline_status === PIPELINE_IN_PROGRESS && !onOnboarding;
  const latest = useQuery({ ...latestApplicationQueryOptions(userId), enabled: inProgress });
  if (!inProgress || !latest.data) return null;
  return (
    <Paper component="aside" aria-label={messages.onboarding.continueYourApplication} withBorder p="sm" mb="md">
      <Anchor component={Link} to={paths.onboarding.href(latest.data.application_id)} fw={700}>
        {messages.onboarding.continueYourApplication}
      </Anchor>
    </Paper>
  );
}
