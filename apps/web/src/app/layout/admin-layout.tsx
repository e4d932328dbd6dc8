import { Anchor, Box, Container, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { messages } from '@roadhire/shared';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { TopBar } from './top-bar';

/** The administrators' frame: the top bar with its Menu button (SPEC §6), a sidebar, the page. */
export function AdminLayout() {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(wide);
  return (
    <>
      <TopBar sidebar={{ opened, onToggle: toggle }} />
      <Group align="flex-start" gap={0} wrap="nowrap">
        {opened && (
          <Box
            component="nav"
            aria-label={messages.adminPage.sidebar}
            w={{ base: 180, sm: 220 }}
            p="md"
            style={{
              flexShrink: 0,
              borderRight: '1px solid var(--mantine-color-gray-3)',
              minHeight: 'calc(100dvh - 60px)',
            }}
          >
            <Stack gap="xs">
              <Anchor component={Link} to={paths.admin.href()}>
                {messages.adminPage.homeLink}
              </Anchor>
            </Stack>
          </Box>
        )}
        <Box component="main" py={{ base: 'md', sm: 'xl' }} style={{ flex: 1, minWidth: 0 }}>
          <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
            <Outlet />
          </Container>
        </Box>
      </Group>
    </>
  );
}
