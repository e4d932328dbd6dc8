import { Alert, Box, Container, Group, List, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { LOCALE_TAGS, PERMISSION_LABELS } from '@roadhire/shared';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAdminMe } from '../../lib/api/get-admin-me';
import { useClientConfig } from '../../lib/api/get-client-config';
import { errorText } from '../../lib/api-client';
import { useT } from '../../lib/i18n/locale';
import { useRefusedSession } from '../../lib/use-refused-session';
import { ADMIN_PAGES, type AdminMenuEntry, adminPageAt } from './admin-pages';
import './admin-styles';
import { TopBar } from './top-bar';

/** On every admin page while drivers sign shipped legal texts: in demo mode, or in production when allowed (decision 016). */
function ShippedTextsBanner() {
  const t = useT();
  const titles = useClientConfig().data?.shippedLegalTexts ?? [];
  if (titles.length === 0) return null;
  return (
    <Alert color="red" title={t('adminPage.shippedTexts.title')} mb="md">
      <Text size="sm">{t('adminPage.shippedTexts.body')}</Text>
      {/* The carrier's English texts, named as their files title them. */}
      <List size="sm" mt="xs" lang={LOCALE_TAGS.en}>
        {titles.map((title) => (
          <List.Item key={title}>{title}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Whether a menu entry is the one marked at `here` (a path and its query): a view's entry on that
 * view alone, which its page's entry then leaves to it; another on the pages under it too.
 */
function isMarked(entry: AdminMenuEntry, entries: readonly AdminMenuEntry[], here: string): boolean {
  const path = here.split('?')[0] ?? here;
  if (entry.href.includes('?')) return here === entry.href;
  if (entries.some((other) => other.href.includes('?') && here === other.href)) return false;
  return entry.exact ? path === entry.href : path.startsWith(entry.href);
}

/**
 * The page asked for, once the member's permissions are known: a page their role does not open says
 * which permission it needs, rather than drawing panels the server would refuse one by one.
 */
function PageForRole() {
  const t = useT();
  const me = useAdminMe();
  const { pathname } = useLocation();
  if (me.isPending) return <PageLoader />;
  if (me.isError)
    return (
      <Stack gap="md">
        <Title order={1}>{t('adminPage.title')}</Title>
        <Alert color="red" role="alert">
          {errorText(me.error, t('adminPage.me.loadFailed'))}
        </Alert>
      </Stack>
    );
  const page = adminPageAt(pathname);
  if (page && !me.data.permissions.includes(page.needs))
    return (
      <Stack gap="md">
        <Title order={1}>{t('adminPage.noPermission.title')}</Title>
        <Alert color="yellow" role="alert">
          {t('adminPage.noPermission.body', { permission: t(PERMISSION_LABELS[page.needs]) })}
        </Alert>
      </Stack>
    );
  return <Outlet />;
}

/** The administrators' frame: the top bar with its Menu button (SPEC §6), a sidebar, the page. */
export function AdminLayout() {
  // A role change ends the session (decision 019): the next call's 401 takes the timed-out path.
  useRefusedSession();
  const t = useT();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [opened, { toggle, close }] = useDisclosure(wide);
  const { pathname, search } = useLocation();
  const held = useAdminMe().data?.permissions ?? [];
  // Only the entries the member's role opens; an entry stays marked on the pages under it.
  const entries = ADMIN_PAGES.flatMap((page) => (page.menu && held.includes(page.needs) ? [page.menu] : []));
  // On a phone the sidebar covers most of the page, so choosing an entry closes it.
  const closeOnPhone = () => {
    if (!wide) close();
  };
  return (
    <>
      <TopBar sidebar={{ opened, onToggle: toggle }} />
      <Group align="flex-start" gap={0} wrap="nowrap">
        {opened && (
          <Box
            component="nav"
            aria-label={t('adminPage.sidebar')}
            w={{ base: 180, sm: 220 }}
            p="xs"
            // Sticky, so a recruiter deep in a long applicant file still has the menu at hand.
            style={{ flexShrink: 0, position: 'sticky', top: 0, maxHeight: '100dvh', overflowY: 'auto' }}
          >
            <Stack gap={4}>
              {entries.map((entry) => {
                const active = isMarked(entry, entries, pathname + search);
                return (
                  <NavLink
                    key={entry.href}
                    component={Link}
                    to={entry.href}
                    label={t(entry.label)}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    mih={44}
                    onClick={closeOnPhone}
                  />
                );
              })}
            </Stack>
          </Box>
        )}
        {/* The line between menu and page runs the page's whole length, however long the page. */}
        <Box
          component="main"
          py={{ base: 'md', sm: 'xl' }}
          style={{
            flex: 1,
            minWidth: 0,
            minHeight: 'calc(100dvh - 60px)',
            borderLeft: opened ? '1px solid var(--mantine-color-gray-3)' : undefined,
          }}
        >
          <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
            <ShippedTextsBanner />
            <PageForRole />
          </Container>
        </Box>
      </Group>
    </>
  );
}
