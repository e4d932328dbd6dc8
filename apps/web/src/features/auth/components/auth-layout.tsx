import { Anchor, Box, Container, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths } from '../../../config/paths';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { useT } from '../../../lib/i18n/locale';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /** Shown beside the form on wide screens and below it on phones. */
  aside?: ReactNode;
}

/** The frame of the sign-in pages: the brand, one main landmark, one h1, a card for the form. */
export function AuthLayout({ title, children, aside }: AuthLayoutProps) {
  const t = useT();
  const { data: brand } = useClientConfig();
  const size = aside ? 'lg' : 'xs';
  return (
    <>
      <Container component="header" size={size} px="md" py="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={paths.home.href()} fw={700} size="lg" underline="never">
            {brand?.companyName ?? t('nav.brandFallback')}
          </Anchor>
          <LanguageSwitch />
        </Group>
      </Container>
      <Box component="main" pb="xl">
        <Container size={size} px="md">
          <SimpleGrid cols={{ base: 1, md: aside ? 2 : 1 }} spacing="xl">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Title order={1} size="h2" mb="md">
                {title}
              </Title>
              {children}
            </Paper>
            {aside}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
