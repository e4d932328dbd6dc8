import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { RouteNoticeAlert } from '../../components/route-notice-alert';
import { ContinueApplicationBanner } from './continue-application-banner';
import { TopBar } from './top-bar';

/**
 * The frame of the site's pages (SPEC §2 "the layout"): the top bar and one main landmark, with
 * the alert a page handed over when it navigated here.
 */
export function AppLayout() {
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
    </>
  );
}
