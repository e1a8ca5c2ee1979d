// Which key is in use: Test keys get random information from the platform, and the header says so plainly.
import { Badge, Box, Group, Text } from '@mantine/core';
import type { SessionInfo } from '@/contracts/auth';

export function AccountBadge({ session }: { session: SessionInfo }) {
  const test = session.key_type === 'test';
  return (
    <Group gap="xs" wrap="nowrap">
      {/* A native hint (title): a Mantine Tooltip in the header would bring floating-ui into every page's
          load. A Test key's meaning is also said in words under the header (TestKeyNotice). */}
      <Badge
        color={test ? 'yellow' : 'teal'}
        variant={test ? 'filled' : 'light'}
        c={test ? 'black' : undefined}
        title={
          test
            ? 'A Test key (test_...): the platform answers it with random information, not your real data.'
            : 'A Live key: real data of your account.'
        }
      >
        {test ? (
          <>
            <Box component="span" visibleFrom="sm">
              Test key — random data
            </Box>
            {/* A phone has room for the name only; the notice under the header says the rest. */}
            <Box component="span" hiddenFrom="sm">
              Test key
            </Box>
          </>
        ) : (
          'Live key'
        )}
      </Badge>
      <Text
        size="xs"
        c="dimmed"
        visibleFrom="sm"
        ff="monospace"
        aria-label={`Key ending ${session.key_hint.replace(/•/g, '')}`}
      >
        {session.key_hint}
      </Text>
      <Badge variant="outline" color="gray" visibleFrom="md">
        API {session.api_version}
      </Badge>
      {session.mode === 'sandbox' && (
        <Badge variant="light" color="grape" visibleFrom="md">
          Sandbox
        </Badge>
      )}
    </Group>
  );
}
