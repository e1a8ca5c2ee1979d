import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OtpSession } from '@/contracts/otp-sessions';
import { renderWithRouter } from '@/test/render';
import { SessionsTable } from './sessions-table';

function session(n: number, overrides: Partial<OtpSession> = {}): OtpSession {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    recipient: `38050${String(1_000_000 + n)}`,
    status: 'pending',
    channel: 'sms',
    sender: 'MyShop',
    sender_alt: null,
    message_text: 'Your code is {code}',
    code_lifetime: 300,
    code_max_tries: 3,
    code_digits: 6,
    price: '0.0100000',
    currency: 'EUR',
    country_code: 'ua',
    expired_at: null,
    created_at: '2026-11-20 10:00:00',
    updated_at: null,
    finished_at: null,
    messages: [
      {
        id: `m${n}`,
        recipient: '380501112233',
        status: 'delivered',
        channel: 'sms',
        sender: 'MyShop',
        text: null,
        price: '0.0250000',
        currency: 'EUR',
        sent_at: null,
        created_at: null,
      },
    ],
    code_tries_used: 0,
    ...overrides,
  };
}

function renderTable(sessions: OtpSession[], onSort = vi.fn()) {
  return renderWithRouter({
    pages: {
      '/otp/sessions': () => (
        <SessionsTable sessions={sessions} sort="created_at" way="desc" onSort={onSort} />
      ),
      '/otp/sessions/$id': () => <p>Session page</p>,
    },
    at: '/otp/sessions',
  });
}

describe('SessionsTable', () => {
  it('shows a short page in full: a link per session, its status, country and cost breakdown', async () => {
    const sessions = [
      session(1),
      session(2, { status: 'canceled', country_code: null, messages: [] }),
    ];
    renderTable(sessions);
    const table = await screen.findByRole('table', { name: '2FA sessions' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: /scrollable/ })).not.toBeInTheDocument();

    const link = within(table).getByRole('link', { name: `Session ${sessions[0]?.id ?? ''}` });
    expect(link).toHaveAttribute('href', `/otp/sessions/${sessions[0]?.id ?? ''}`);
    // The whole id is the link's text (the column cuts it with CSS), whole on hover too.
    expect(link).toHaveTextContent(sessions[0]?.id ?? '');
    expect(within(link).getByTitle(sessions[0]?.id ?? '')).toBeInTheDocument();

    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('img', { name: /^pending: The code was sent/ })).toBeVisible();
    expect(first).toHaveTextContent('Ukraine (UA)');
    expect(first).toHaveTextContent('0.035 EUR');
    expect(first).toHaveTextContent('Session 0.01 EUR + 1 message');
    expect(within(second!).getByRole('img', { name: /^canceled:/ })).toBeVisible();
    expect(second).toHaveTextContent('no country');
    expect(second).toHaveTextContent('Session 0.01 EUR + 0 messages');
  });

  it('opens a session from its link in the app', async () => {
    const user = userEvent.setup();
    const { router } = renderTable([session(7)]);
    await user.click(await screen.findByRole('link', { name: /^Session / }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/otp/sessions/00000000-0000-4000-8000-000000000007',
      ),
    );
  });

  it('sorts from the headers', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderTable([session(1)], onSort);
    await user.click(await screen.findByRole('button', { name: 'Sort by Recipient, ascending' }));
    expect(onSort).toHaveBeenCalledWith({ sort: 'recipient', way: 'asc' });
  });

  it('keeps only the rows in view of a long page, in a scrolling box, and says how many there are', async () => {
    renderTable(Array.from({ length: 500 }, (_, i) => session(i + 1)));
    const table = await screen.findByRole('table', { name: '2FA sessions' });
    expect(screen.getByRole('region', { name: '2FA sessions (scrollable)' })).toContainElement(
      table,
    );
    expect(table).toHaveAttribute('aria-rowcount', '501');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
  });
});
