import { MantineProvider } from '@mantine/core';
import type { Locale } from '@roadhire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LocaleProvider } from '../lib/i18n/locale';
import { cssVariablesResolver, theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown by the pages; a 4xx will not change on a retry.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
  locale,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The language the page is drawn in first (decision 032); English when not said. */
  locale?: Locale;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </LocaleProvider>
    </MantineProvider>
  );
}
