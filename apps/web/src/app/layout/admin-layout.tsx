import { Alert, Box, Container, Group, List, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { LOCALE_TAGS } from '@roadhire/shared';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useClientConfig } from '../../lib/api/get-client-config';
import { type Translate, useT } from '../../lib/i18n/locale';
import { useRefusedSession } from '../../lib/use-refused-session';
import './admin-styles';
import { TopBar } from './top-bar';

/** The sidebar's entries; an entry stays marked on the pages under it (a position, an applicant). */
const entriesIn = (t: Translate) => [
  { label: t('adminPage.sections.dashboard'), to: paths.admin.href(), exact: true },
  { label: t('adminPage.sections.positions'), to: paths.adminPositions.href(), exact: false },
  { label: t('adminPage.sections.applicants'), to: paths.adminApplicants.href(), exact: false },
  { label: t('verifications.queue.navTitle'), to: paths.adminVerifications.href(), exact: false },
  { label: t('adminPage.sections.accounts'), to: paths.adminAccounts.href(), exact: false },
  { label: t('adminPage.sections.audit'), to: paths.adminAudit.href(), exact: false },
  { label: t('privacy.admin.navTitle'), to: paths.adminPrivacy.href(), exact: false },
];

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

/** The administrators' frame: the top bar with its Menu button (SPEC §6), a sidebar, the page. */
export function AdminLayout() {
  // A role change ends the session (decision 019): the next call's 401 takes the timed-out path.
  useRefusedSession();
  const t = useT();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [opened, { toggle, close }] = useDisclosure(wide);
  const { pathname } = useLocation();
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
              {entriesIn(t).map((entry) => {
                const active = entry.exact ? pathname === entry.to : pathname.startsWith(entry.to);
                return (
                  <NavLink
                    key={entry.to}
                    component={Link}
                    to={entry.to}
                    label={entry.label}
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
            <Outlet />
          </Container>
        </Box>
      </Group>
    </>
  );
}
