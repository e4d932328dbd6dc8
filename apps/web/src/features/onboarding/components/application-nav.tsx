import { Button, Group } from '@mantine/core';
import { careersSiteMessages, messages } from '@roadhire/shared';
import { useState } from 'react';
import { HelpModal } from '../../../components/help-modal';
import { useLogOut } from '../../../lib/use-log-out';
import { ConfirmDialog } from './confirm-dialog';

const nav = careersSiteMessages.nav;
const o = messages.onboarding;

/**
 * Help and Logout in the application's own header, since SPEC §2 hides the top bar while it is in
 * progress. Logout clears the answers kept in this browser (decision 010), so answers not yet on
 * the server would go with them: the driver is asked first.
 */
export function ApplicationNav({ unsaved }: { unsaved: () => boolean }) {
  const logOut = useLogOut();
  const [helpOpened, setHelpOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Group component="nav" aria-label={o.applicationNav} gap={4} justify="flex-end" wrap="nowrap">
      <Button variant="subtle" size="compact-md" onClick={() => setHelpOpened(true)}>
        {nav.help}
      </Button>
      <Button variant="subtle" size="compact-md" onClick={() => (unsaved() ? setConfirming(true) : logOut())}>
        {nav.logout}
      </Button>
      <HelpModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
      <ConfirmDialog
        opened={confirming}
        question={o.logoutUnsaved}
        confirmLabel={o.logoutAnyway}
        dismissLabel={o.stayHere}
        onConfirm={() => {
          setConfirming(false);
          logOut();
        }}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
