// Mounts the console.
// First: zod must be jitless before any schema is built (see the module).
import './app/zod-jitless';
// Only the styles the sign-in page needs: the shell brings the rest (src/styles/mantine-shell.css).
import './styles/mantine-entry.css';
import './app/global.css';
// The shell's layout, shared by the static frame of index.html (painted before this script runs, see
// src/app/shell/static-frame.ts) and the shell itself; then what the frame alone shows.
import './styles/shell-layout.css';
import './styles/frame.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createConsole } from './app/console';

const { queryClient, router } = createConsole();

/**
 * The static frame is hidden by frame.css as soon as the console shows content of its own (a child of #root that
 * is neither a style element nor a loading skeleton, `aria-busy`); it is then removed, not only hidden, so that
 * nothing keeps holding one of its elements, which would never be shown again: an end-to-end run that found a
 * frame link before the console started waited for that link to become visible. The children are read, not the
 * frame's computed style, which would force a style recalculation at every change of the page while it loads.
 */
function removeFrameOnceHidden(container: HTMLElement) {
  const frame = document.getElementById('frame');
  if (!frame) return;
  const showsContent = () =>
    Array.from(container.children).some(
      (child) => child.localName !== 'style' && child.getAttribute('aria-busy') !== 'true',
    );
  const observer = new MutationObserver(() => {
    if (!showsContent()) return;
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
// A transition: the first render is done in slices between which the browser paints and answers input, instead of
// in one long task (the static frame is on screen meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
