// Mounts the console.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const queryClient = createAppQueryClient({
  onUnauthorized: () => {
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    queryClient.clear();
    void router.navigate({ to: '/login', search: { redirect: href } });
  },
});
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
