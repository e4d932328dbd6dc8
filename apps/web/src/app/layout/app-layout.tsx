import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { TopBar } from './top-bar';

/** The frame of the site's pages (SPEC §2 "the layout"): the top bar and one main landmark. */
export function AppLayout() {
  return (
    <>
      <TopBar />
      <Box component="main" py={{ base: 'md', sm: 'xl' }}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
