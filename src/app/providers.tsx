// Providers of the whole console: Mantine (theme, notifications) and React Query. The modals' provider is the
// shell's (only signed-in pages open modals).
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { theme } from './theme';

const NotificationsHost = lazy(() => import('./shell/notifications-host'));

/**
 * Mantine's notifications container, downloaded when the first notification is shown (`notifications.show`
 * fills the store, which the container renders once mounted) and kept from then on.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/**
 * Mantine's dimmed text is gray-6 on white (3.3:1) and dark-2 on dark (4.0:1), under WCAG AA's 4.5:1 for the
 * small print it is used for (descriptions, hints): one shade stronger in each scheme. Placeholders (gray-5 on
 * white, 2.1:1; dark-3 on dark-6, 2.5:1) take the same shades.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});

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
    >
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
