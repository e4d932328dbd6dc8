import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { HelpModal } from '../../components/help-modal';
import { homePathIn, paths } from '../../config/paths';
import { useLocale, useT } from '../../lib/i18n/locale';
import { useLogOut } from '../../lib/use-log-out';
import { AccountMenu } from './account-menu';

/** SPEC §2 logged in: Home (/admin for administrators), Help and My Account. */
export function SignedInNav({ isAdmin }: { isAdmin: boolean }) {
  const logOut = useLogOut();
  const [helpOpened, setHelpOpened] = useState(false);
  const t = useT();
  // The careers list in the language the user reads (decision 032): a French reader's is /fr/.
  const { locale } = useLocale();
  return (
    <Group component="nav" aria-label={t('nav.navigation')} gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
      <Button component={Link} to={isAdmin ? paths.admin.href() : homePathIn(locale)} variant="subtle" px="xs">
        {t('nav.home')}
      </Button>
      <Button variant="subtle" px="xs" onClick={() => setHelpOpened(true)}>
        {t('nav.help')}
      </Button>
      <AccountMenu isAdmin={isAdmin} onLogout={() => logOut()} />
      <HelpModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
    </Group>
  );
}
