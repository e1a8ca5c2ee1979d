// Mounts the console.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { z } from 'zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createConsole } from './app/console';

// zod would otherwise probe `new Function` at start: the CSP forbids eval and reports every probe.
z.config({ jitless: true });

const { queryClient, router } = createConsole();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
