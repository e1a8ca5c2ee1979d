// The shell's entry point for pages outside the signed-in area (the not-found page): the shell itself (shell.tsx)
// loads on first use, so that the sign-in page never downloads it. The signed-in layout imports it directly.
import { lazy, Suspense, type ReactNode } from 'react';
import type { SessionInfo } from '@/contracts/auth';

export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  session: SessionInfo;
  headerExtra?: ReactNode;
  /** What the main area shows; the matched child route by default. */
  children?: ReactNode;
}

const Shell = lazy(() => import('./shell').then((module) => ({ default: module.Shell })));

export function AppLayout(props: AppLayoutProps) {
  return (
    <Suspense fallback={null}>
      <Shell {...props} />
    </Suspense>
  );
}
