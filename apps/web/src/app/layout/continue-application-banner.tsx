import { Anchor, Paper, Text } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatch } from 'react-router';
import { paths } from '../../config/paths';
import { latestApplicationQueryOptions } from '../../lib/api/get-latest-application';
import { useSession } from '../../lib/session';
import { useApplicationInProgress } from '../../lib/use-pipeline-status';

/**
 * While the driver's application is in progress (pipeline_status 2), every page of the layout but
 * the application itself starts with the way back to it, so no unrelated job has to be opened.
 * SPEC §2 hides the top bar then, so this is a banner of its own.
 */
export function ContinueApplicationBanner() {
  const { token, userId } = useSession();
  const onOnboarding = useMatch(paths.onboarding.pattern);
  const inProgress = useApplicationInProgress() && !onOnboarding;
  // The server may have drawn the banner before the session is read: the link waits for the token.
  const latest = useQuery({ ...latestApplicationQueryOptions(userId), enabled: inProgress && Boolean(token) });
  if (!inProgress) return null;
  const text = messages.topBar.continueYourApplication;
  // Drawn at once in its final size (by the server too, told by a cookie), the link following once
  // the application's id is known: the page must not move as the session shows.
  return (
    <Paper component="aside" aria-label={text} withBorder p="sm" mb="md">
      {latest.data ? (
        <Anchor component={Link} to={paths.onboarding.href(latest.data.application_id)} fw={700}>
          {text}
        </Anchor>
      ) : (
        <Text fw={700} c="dimmed">
          {text}
        </Text>
      )}
    </Paper>
  );
}
