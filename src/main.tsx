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

/**
 * The static frame is hidden by frame.css as soon as the console shows content of its own; it is then removed, not
 * only hidden, so that nothing keeps holding one of its elements, which would never be shown again: an end-to-end
 * run that found a frame link before the console started waited for that link to become visible.
 */
function removeFrameOnceHidden(container: HTMLElement) {
  const frame = document.getElementById('frame');
  if (!frame) return;
  const observer = new MutationObserver(() => {
    if (getComputedStyle(frame).display !== 'none') return;
    observer.disconnect();
    frame.remove();
  });
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
removeFrameOnceHidden(root);
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
