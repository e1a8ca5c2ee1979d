// Providers of the whole console: Mantine (theme, notifications) and React Query. The modals' provider is the
// shell's (only signed-in pages open modals).
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { notificationsOnDemand } from '@/lib/notify';
import { cssVariablesResolver } from './css-variables';
import { theme } from './theme';

const NotificationsHost = lazy(() => import('./shell/notifications-host'));

/**
 * Mantine's notifications container, downloaded with the store when the first notification is shown (`notify`
 * fills the store, which the container renders once mounted) and kept from then on.
 */
function NotificationsOnDemand() {
  const loaded = notificationsOnDemand.useLoaded();
  return loaded ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      // Every variable of the theme is written here, not only those that differ from Mantine's default style sheet:
      // that sheet (27 kB, 4 kB gzip) is not downloaded. The frame gets its few at build time (frame-variables.ts).
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
