import { MantineProvider } from '@mantine/core';
import type { Locale } from '@roadhire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { LocaleProvider, useT } from '../lib/i18n/locale';
import { cssVariablesResolver, themeWith } from './theme';

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
    <LocaleProvider locale={locale}>
      <ThemeProvider>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}

/** Mantine with the theme in the page's language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const closeLabel = useT()('careers.close');
  const theme = useMemo(() => themeWith(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
