import { Anchor, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatch } from 'react-router';
import { paths } from '../../config/paths';
import { latestApplicationQueryOptions } from '../../lib/api/get-latest-application';
import { useT } from '../../lib/i18n/locale';
import { useSession } from '../../lib/session';
import { useApplicationInProgress } from '../../lib/use-pipeline-status';

/**
 * While the driver's application is in progress (pipeline_status 2), every page of the layout but
 * the application itself starts with the way back to it, so no unrelated job has to be opened.
 * SPEC §2 hides the top bar then, so this is a banner of its own.
 */
export function ContinueApplicationBanner() {
  const t = useT();
  const { token, userId } = useSession();
  const onOnboarding = useMatch(paths.onboarding.pattern);
  const inProgress = useApplicationInProgress() && !onOnboarding;
  // The server may have drawn the banner before the session is read: the query waits for the token.
  const latest = useQuery({ ...latestApplicationQueryOptions(userId), enabled: inProgress && Boolean(token) });
  if (!inProgress) return null;
  const text = t('topBar.continueYourApplication');
  // Drawn at once (by the server too, told by a cookie) as a link: until the application's id is
  // known, to /profile, whose guard sends a driver mid-application on to it (SPEC §4). So it leads
  // there even tapped before the page's code has arrived, and the page does not change as it is.
  const to = latest.data ? paths.onboarding.href(latest.data.application_id) : paths.profile.href();
  return (
    <Paper component="aside" aria-label={text} withBorder p="sm" mb="md">
      <Anchor component={Link} to={to} fw={700}>
        {text}
      </Anchor>
    </Paper>
  );
}
