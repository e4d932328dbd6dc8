import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { HelpModal } from '../../../components/help-modal';
import { LanguageSwitch } from '../../../components/language-switch';
import { useT } from '../../../lib/i18n/locale';
import { useLogOut } from '../../../lib/use-log-out';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The language switch, Help and Logout in the application's own header, since SPEC §2 hides the top
 * bar while it is in progress; switching keeps every answer typed (decision 032). Logout clears the answers kept in this browser (decision 010), so answers not yet on
 * the server would go with them: the driver is asked first.
 */
export function ApplicationNav({ unsaved }: { unsaved: () => boolean }) {
  const t = useT();
  const logOut = useLogOut();
  const [helpOpened, setHelpOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Group component="nav" aria-label={t('onboarding.applicationNav')} gap={4} justify="flex-end" wrap="nowrap">
      <LanguageSwitch />
      <Button variant="subtle" size="compact-md" onClick={() => setHelpOpened(true)}>
        {t('nav.help')}
      </Button>
      <Button variant="subtle" size="compact-md" onClick={() => (unsaved() ? setConfirming(true) : logOut())}>
        {t('nav.logout')}
      </Button>
      <HelpModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
      <ConfirmDialog
        opened={confirming}
        question={t('onboarding.logoutUnsaved')}
        confirmLabel={t('onboarding.logoutAnyway')}
        dismissLabel={t('onboarding.stayHere')}
        onConfirm={() => {
          setConfirming(false);
          logOut();
        }}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
