// Mounts the console.
// First: zod must be jitless before any schema is built (see the module).
import './app/zod-jitless';
// Only the styles the sign-in page needs: the shell brings the rest (src/styles/mantine-shell.css).
import './styles/mantine-entry.css';
import './app/global.css';
// The static frame of index.html, painted before this script runs (src/app/shell/static-frame.ts).
import './styles/frame.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createConsole } from './app/console';

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
