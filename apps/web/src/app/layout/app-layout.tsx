import { Anchor, Box, Container } from '@mantine/core';
import { privacyPagePath } from '@roadhire/shared';
import { Outlet } from 'react-router';
import { RouteNoticeAlert } from '../../components/route-notice-alert';
import { useLocale, useT } from '../../lib/i18n/locale';
import { ContinueApplicationBanner } from './continue-application-banner';
import { TopBar } from './top-bar';

/**
 * The frame of the site's pages (SPEC §2 "the layout"): the top bar and one main landmark, with
 * the alert a page handed over when it navigated here.
 */
export function AppLayout() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <>
      <TopBar />
      <Box component="main" py={{ base: 'md', sm: 'xl' }}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
          <ContinueApplicationBanner />
          <RouteNoticeAlert mb="md" />
          <Outlet />
        </Container>
      </Box>
      {/* Every page links the privacy page in its language (decisions 031, 032); drawn by the server, so a full load. */}
      <Box component="footer" py="md" ta="center">
        <Anchor href={privacyPagePath(locale)} size="sm">
          {t('privacy.page.footerLink')}
        </Anchor>
      </Box>
    </>
  );
}
