// One render helper for component tests: Mantine (test env: no transitions, portals inline) and React Query; and
// one for a component that links or reads the address, rendered by a router in memory.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';

export function render(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {},
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, ...rtlRender(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders `layout` (an Outlet when not given) as the root route of a router in memory, with a page per address
 * given, opened at `at`.
 */
export function renderWithRouter({
  layout = () => <Outlet />,
  pages,
  at,
}: {
  layout?: () => ReactNode;
  pages: Record<string, () => ReactNode>;
  at: string;
}) {
  const root = createRootRoute({ component: layout });
  const routes = Object.entries(pages).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
