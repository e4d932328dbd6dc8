import { Box, Burger, Button, Group, Text } from '@mantine/core';
import { PAGES_WITH_LANGUAGE_IN_ADDRESS, ROLE_ADMIN } from '@roadhire/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { paths } from '../../config/paths';
import { useClientConfig } from '../../lib/api/get-client-config';
import { useT } from '../../lib/i18n/locale';
import { useSession } from '../../lib/session';
import { isTokenExpired } from '../../lib/session-token';
import { useApplicationInProgress } from '../../lib/use-pipeline-status';

// Visitors never need the account menu or the Help modal, so they load with the first signed-in view.
const SignedInNav = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.SignedInNav })));

export interface SidebarToggle {
  opened: boolean;
  onToggle: () => void;
}

/** SPEC §2 Top navigation bar. It re-reads the session on profileUpdated (SPEC §4). */
export function TopBar({ sidebar }: { sidebar?: SidebarToggle }) {
  const { token, userRole } = useSession();
  const { data: brand } = useClientConfig();
  const t = useT();
  const { pathname } = useLocation();
  // A public page's language is its address (decision 032): no switch there, which would also be a
  // button that does nothing before the page's code has run.
  const languageInAddress = PAGES_WITH_LANGUAGE_IN_ADDRESS.some((pattern) => pattern.test(pathname));
  // SPEC §2: hidden entirely while the candidate's application is in progress.
  if (useApplicationInProgress()) return null;

  const loggedIn = Boolean(token) && !isTokenExpired(token ?? '');
  const isAdmin = loggedIn && userRole === String(ROLE_ADMIN);

  return (
    <Box
      component="header"
      px={{ base: 'xs', sm: 'md' }}
      py="xs"
      mih={56}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {/* A long company name keeps every word: the buttons move under it when both do not fit. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 9rem' }}>
          {isAdmin && sidebar && (
            <Burger opened={sidebar.opened} onClick={sidebar.onToggle} aria-label={t('nav.menu')} size="sm" />
          )}
          {/* On a phone too: a driver sees whose careers site this is. */}
          <Text fw={700} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
            {brand?.companyName ?? t('nav.brandFallback')}
          </Text>
        </Group>
        <Group gap="xs" ml="auto" wrap="wrap" justify="flex-end">
          {!languageInAddress && <LanguageSwitch />}
          {loggedIn ? (
            <Suspense fallback={null}>
              <SignedInNav isAdmin={isAdmin} />
            </Suspense>
          ) : (
            <Button component={Link} to={paths.login.href()} variant="light" style={{ flexShrink: 0 }}>
              {t('topBar.continueApplication')}
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
}
