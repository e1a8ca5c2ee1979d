// The benchmark's floor: the same 500 2FA sessions as the console's sessions page, in a bare page of the console's
// stack (React 19, Mantine's Table, TanStack Query and Router), with nothing else: no shell, no filters, no
// validation of the answer. Built and served by the benchmark (bench/lib/floor.ts) at /floor/.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { MantineProvider, Table, UnstyledButton } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRouter, RouterProvider, useLocation } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

interface Session {
  id: string;
  recipient: string;
  status: string;
  channel: string;
  created_at: string;
}

interface Search {
  from: string;
  to: string;
  sort: string;
  way: string;
}

const COLUMNS = [
  ['id', 'Session'],
  ['recipient', 'Recipient'],
  ['status', 'Status'],
  ['channel', 'Channel'],
  ['created_at', 'Created'],
] as const;

async function fetchSessions(search: Search): Promise<{ list: Session[]; total: number }> {
  const query = new URLSearchParams({
    'filter[from]': search.from,
    'filter[to]': search.to,
    'page[limit]': '500',
    sort: search.sort,
    way: search.way,
  });
  const response = await fetch(`/api/2fa/authentications?${query.toString()}`, {
    headers: { 'X-Requested-With': 'messaging-console' },
  });
  if (!response.ok) throw new Error(`${response.status}`);
  const body: unknown = await response.json();
  if (!isList(body)) throw new Error('not a list of sessions');
  return body.data;
}

/** Only the shape (the console validates every field; the floor does not). */
function isList(body: unknown): body is { data: { list: Session[]; total: number } } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'data' in body &&
    typeof body.data === 'object' &&
    body.data !== null &&
    'list' in body.data &&
    Array.isArray(body.data.list)
  );
}

const FLOOR = '/floor/';

function SessionsPage() {
  // The search string, not the typed search: this page's router is not the console's registered one.
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const query = new URLSearchParams(searchStr);
  const params: Search = {
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
    sort: query.get('sort') ?? 'created_at',
    way: query.get('way') ?? 'asc',
  };
  const { data } = useQuery({
    queryKey: ['sessions', params],
    queryFn: () => fetchSessions(params),
    placeholderData: (previous) => previous,
  });
  return (
    <main>
      <h1>2FA sessions</h1>
      <Table aria-label="2FA sessions">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(([key, label]) => (
              <Table.Th key={key}>
                <UnstyledButton
                  onClick={() =>
                    router.history.push(
                      `${FLOOR}?${new URLSearchParams({
                        ...params,
                        sort: key,
                        way: params.sort === key && params.way === 'asc' ? 'desc' : 'asc',
                      }).toString()}`,
                    )
                  }
                >
                  {`Sort by ${label}, ${params.sort === key && params.way === 'asc' ? 'descending' : 'ascending'}`}
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.list.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                <a href={`/otp/sessions/${session.id}`} aria-label={`Session ${session.id}`}>
                  {session.id}
                </a>
              </Table.Td>
              <Table.Td>{session.recipient}</Table.Td>
              <Table.Td>{session.status}</Table.Td>
              <Table.Td>{session.channel}</Table.Td>
              <Table.Td>{session.created_at}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </main>
  );
}

const router = createRouter({ routeTree: createRootRoute({ component: SessionsPage }) });
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
