// The router's shared states, with the console's defaults: an error boundary per route whose retry keeps
// the rest of the page working, and a loading state that never flashes.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ApiError } from '@/lib/errors';
import { ROUTER_DEFAULTS } from './router-defaults';

/** A shell (navigation + outlet) with a home page and one page whose loader the test controls. */
function renderApp(loader: () => Promise<string>) {
  const root = createRootRoute({
    component: () => (
      <div>
        <nav aria-label="Main navigation">
          <Link to="/">Home</Link> <Link to="/viber">Page</Link>
        </nav>
        <Outlet />
      </div>
    ),
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Home page</h1>,
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/viber',
    loader,
    component: function Page() {
      return <h1>{page.useLoaderData()}</h1>;
    },
  });
  const router = createRouter({
    ...ROUTER_DEFAULTS,
    routeTree: root.addChildren([home, page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Records whether a loading state was ever put on the page. */
function watchLoading() {
  const seen = { loading: false };
  const observer = new MutationObserver(() => {
    if (document.querySelector('[aria-label="Loading"]')) seen.loading = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('an error in a route', () => {
  beforeEach(() => {
    // React reports errors its boundaries caught; here they are the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('is shown in the route with a retry, and the rest of the page keeps working', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderApp(async () => {
      await Promise.resolve();
      if (failures-- > 0)
        throw new ApiError({
          kind: 'network',
          message: 'Cannot reach the server. Check your connection.',
        });
      return 'Page loaded';
    });
    await screen.findByRole('heading', { name: 'Home page' });
    await user.click(screen.getByRole('link', { name: 'Page' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the navigation usable while the error shows', async () => {
    const user = userEvent.setup();
    renderApp(() => Promise.reject(new Error('Broken page')));
    await screen.findByRole('heading', { name: 'Home page' });
    await user.click(screen.getByRole('link', { name: 'Page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('loading states', () => {
  let loading: ReturnType<typeof watchLoading>;
  beforeEach(() => {
    // The router's pending delays run on the test's clock: each step below moves it by a known amount.
    vi.useFakeTimers();
    loading = watchLoading();
  });
  afterEach(() => {
    loading.stop();
    vi.useRealTimers();
  });

  /** Moves the fake clock on and lets React render what the timers that ran changed. */
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const loadingShown = () => screen.queryByLabelText('Loading') !== null;
  const heading = (name: string) => screen.queryByRole('heading', { name });

  /** A loader that answers after `ms` on the fake clock. */
  const answerAfter = (ms: number, title: string) => () =>
    new Promise<string>((resolve) => setTimeout(() => resolve(title), ms));

  it('never appear for a page that loads quickly', async () => {
    renderApp(answerAfter(100, 'Quick page'));
    await advance(0);
    expect(heading('Home page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Page' }));
    await advance(99);
    expect(heading('Quick page')).not.toBeInTheDocument();
    await advance(50);
    expect(heading('Quick page')).toBeInTheDocument();
    await advance(1_000);
    expect(loading.seen.loading).toBe(false);
  });

  it('appear for a slow page after 250 ms, and stay 400 ms so as not to blink', async () => {
    renderApp(answerAfter(300, 'Slow page'));
    await advance(0);
    expect(heading('Home page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Page' }));
    await advance(200);
    expect(loadingShown()).toBe(false);
    await advance(100);
    // Shown from 250 ms on; the page is ready at 300 ms but the loading state stays until 650 ms.
    expect(loadingShown()).toBe(true);
    await advance(300);
    expect(loadingShown()).toBe(true);
    expect(heading('Slow page')).not.toBeInTheDocument();
    await advance(100);
    expect(heading('Slow page')).toBeInTheDocument();
    expect(loadingShown()).toBe(false);
  });
});
