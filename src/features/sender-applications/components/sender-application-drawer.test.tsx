// The drawer: a rejected application's reason first, absent fields as "Not provided", only http(s) links,
// and an application that is not on the page fetched by its id.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { senderApplicationSchema, type SenderApplication } from '@/contracts/sender-applications';
import { SenderApplicationDrawer } from './sender-application-drawer';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const wire = {
  id: 12,
  sender: 'ACME',
  status: 'rejected',
  created_at: '2026-01-02 10:00:00',
  registered_at: null,
  status_changed_at: '2026-01-05 09:00:00',
  country_code: 'UA',
  code_of_company: '12345678',
  tax_number: '1234567890',
  type: 'sms',
  site_url: 'javascript:alert(1)',
  name: null,
  legal_name: '',
  address: 'Kyiv',
  informing_purpose: null,
  comment: '<script>alert(1)</script>',
  rejection_reason: 'Generic sender names cannot be registered.',
  description: null,
};
const application: SenderApplication = senderApplicationSchema.parse(wire);

const value = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('cell');
};

// The first Mantine render on a shared 2-core machine can be slow: a generous budget per test.
describe('SenderApplicationDrawer', { timeout: 30_000 }, () => {
  it('shows the rejection reason first and every field, absent ones as not provided', () => {
    render(<SenderApplicationDrawer applicationId={12} fromPage={application} onClose={vi.fn()} />);
    const reason = screen.getByRole('note');
    expect(reason).toHaveTextContent('Rejection reason');
    expect(reason).toHaveTextContent('Generic sender names cannot be registered.');
    expect(value('Contact person')).toHaveTextContent('Not provided');
    // An empty string is as absent as null.
    expect(value('Legal entity name')).toHaveTextContent('Not provided');
    expect(value('Registered')).toHaveTextContent('Not provided');
    expect(value('Comment')).toHaveTextContent('<script>alert(1)</script>');
    expect(value('Company website')).toHaveTextContent('javascript:alert(1)');
    expect(within(value('Company website')).queryByRole('link')).toBeNull();
    expect(value('Country')).toHaveTextContent('Ukraine (UA)');
    expect(screen.queryByText('null')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links an http(s) site and lists the rejection reason as absent when not rejected', () => {
    render(
      <SenderApplicationDrawer
        applicationId={12}
        fromPage={{
          ...application,
          status: 'accepted',
          rejection_reason: null,
          site_url: 'https://acme.example',
        }}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(value('Rejection reason')).toHaveTextContent('Not provided');
    expect(within(value('Company website')).getByRole('link')).toHaveAttribute(
      'href',
      'https://acme.example/',
    );
  });

  it('fetches an application that is not on the page by its id, and says when there is none', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ data: [], meta: { page: { total: 0, offset: 0, limit: 1 } } }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    render(<SenderApplicationDrawer applicationId={99} fromPage={undefined} onClose={vi.fn()} />);
    expect(await screen.findByText('No application 99 in this account')).toBeInTheDocument();
    const [input] = fetchMock.mock.calls[0] ?? [];
    if (typeof input !== 'string') throw new Error('the drawer fetched without a URL string');
    const url = new URL(input, 'http://console.test');
    expect(url.pathname).toBe('/api/senders/requests/sms');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[id]': '99',
      'page[limit]': '1',
    });
  });
});
