// The shell: every area in the navigation, the key in use said plainly, the offline banner, sign-out.
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@/contracts/auth';
import { render, renderWithRouter } from '@/test/render';
import { AppLayout } from './app-layout';
import { NAV_ITEMS } from './nav-items';
import { OfflineBanner } from './offline-banner';

const LIVE: SessionInfo = {
  key_type: 'live',
  api_version: '2.0',
  key_hint: '••••dbox',
  mode: 'sandbox',
};
const TEST: SessionInfo = {
  key_type: 'test',
  api_version: '1.0',
  key_hint: '••••dbox',
  mode: 'proxy',
};

function renderShell(session: SessionInfo) {
  const paths = ['/', '/login', ...NAV_ITEMS.map((item) => item.to).filter((to) => to !== '/')];
  return renderWithRouter({
    layout: () => <AppLayout session={session} />,
    pages: Object.fromEntries(paths.map((path) => [path, () => <p>Page {path}</p>])),
    at: '/otp/templates',
  });
}

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  it('links every area and marks the current one', async () => {
    renderShell(LIVE);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Overview',
      'Campaign messages',
      'Campaigns',
      '2FA sessions',
      'OTP templates',
      'Viber',
      'Statistics files',
      'Sender applications',
      'Contacts',
    ])
      expect(within(nav).getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^OTP templates/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a Live key: said in the header, no Test key notice', async () => {
    renderShell(LIVE);
    expect(await screen.findByText('Live key')).toBeInTheDocument();
    expect(screen.getByText('API 2.0')).toBeInTheDocument();
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    expect(screen.queryByText('Signed in with a Test key')).not.toBeInTheDocument();
  });

  it('a Test key: the header and a notice say its answers are random information', async () => {
    renderShell(TEST);
    expect(await screen.findByText('Test key — random data')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/random information/);
    expect(screen.getByText('API 1.0')).toBeInTheDocument();
    expect(screen.queryByText('Sandbox')).not.toBeInTheDocument();
  });

  it('signs out through DELETE /session and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"data":{"signed_out":true}}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router, queryClient } = renderShell(LIVE);
    queryClient.setQueryData(['area', 'data'], 'of this session');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/session');
    expect(init?.method).toBe('DELETE');
    expect(queryClient.getQueryData(['area', 'data'])).toBeUndefined();
  });
});

describe('OfflineBanner', () => {
  it('shows while the browser is offline, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offlineRequests are paused and will resume when the connection is back.',
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
