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
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ApiError } from '@/lib/errors';
import { ROUTER_DEFAULTS } from './router-defaults';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      await sleep(10);
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
    loading = watchLoading();
  });
  afterEach(() => loading.stop());

  it('never appear for a page that loads quickly', async () => {
    const user = userEvent.setup();
    renderApp(async () => {
      await sleep(100);
      return 'Quick page';
    });
    await screen.findByRole('heading', { name: 'Home page' });
    await user.click(screen.getByRole('link', { name: 'Page' }));
    expect(await screen.findByRole('heading', { name: 'Quick page' })).toBeInTheDocument();
    expect(loading.seen.loading).toBe(false);
  });

  it('appear for a slow page, and stay long enough not to blink', async () => {
    const user = userEvent.setup();
    renderApp(async () => {
      await sleep(300);
      return 'Slow page';
    });
    await screen.findByRole('heading', { name: 'Home page' });
    const clickedAt = Date.now();
    await user.click(screen.getByRole('link', { name: 'Page' }));
    await waitFor(() => expect(loading.seen.loading).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    // Shown after 250 ms and kept at least 400 ms, although the page was ready after 300 ms.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(600);
  });
});
