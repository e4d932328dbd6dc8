import { Button, Group } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { clearLocalDrafts } from '../../lib/local-drafts';
import { useLeaveSession } from '../../lib/use-leave-session';
import { AccountMenu } from './account-menu';
import { HelpModal } from './help-modal';

/** SPEC §2 logged in: Home (/admin for administrators), Help and My Account. */
export function SignedInNav({ isAdmin }: { isAdmin: boolean }) {
  const leaveSession = useLeaveSession();
  const [helpOpened, setHelpOpened] = useState(false);
  const nav = messages.nav;
  return (
    <Group component="nav" aria-label={nav.navigation} gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Button component={Link} to={isAdmin ? paths.admin.href() : paths.home.href()} variant="subtle" px="xs">
        {nav.home}
      </Button>
      <Button variant="subtle" px="xs" onClick={() => setHelpOpened(true)}>
        {nav.help}
      </Button>
      <AccountMenu
        isAdmin={isAdmin}
        onLogout={() => {
          // Decision 010: answers kept in this browser go with the session.
          clearLocalDrafts();
          leaveSession();
        }}
      />
      <HelpModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
    </Group>
  );
}
