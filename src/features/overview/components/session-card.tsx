// The key in use and what is known of the account mode: the console's session info (never the key itself).
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SessionInfo } from '@/contracts/auth';
import { FigureCard } from './figure-card';

export function SessionCard({ session }: { session: UseQueryResult<SessionInfo> }) {
  const info = session.data;
  return (
    <FigureCard title="Key and account" results={[session]}>
      {info === undefined ? (
        <Text size="sm" c="dimmed">
          Loading the session…
        </Text>
      ) : (
        <Stack gap="xs">
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Key in use</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm" fw={600} component="span">
                      {info.key_type === 'test' ? 'Test (test_…)' : 'Live (live_…)'}
                    </Text>
                    <Text size="sm" ff="monospace" component="span">
                      <span aria-hidden="true">{info.key_hint}</span>
                      <VisuallyHidden>ending {info.key_hint.replace(/•/g, '')}</VisuallyHidden>
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>API version</Table.Th>
                <Table.Td>
                  {info.api_version === '2.0' ? '2.0 (bearer token)' : '1.0 (API key header)'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Platform</Table.Th>
                <Table.Td>
                  {info.mode === 'sandbox'
                    ? 'Sandbox (this server imitates the platform)'
                    : 'The messaging platform (through this server)'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Account mode</Table.Th>
                <Table.Td>Not reported by the platform</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {info.key_type === 'test'
              ? 'Keys that start with test_ get random information from the platform, not your account’s data. '
              : ''}
            The API does not say whether the account is in Demo or Test mode. It shows in refusals:
            in Demo mode 2FA codes go only to the manager’s phone number; in Demo and Test modes
            templates cannot be created; in Test mode contacts take verified phone numbers only.
          </Text>
        </Stack>
      )}
    </FigureCard>
  );
}
