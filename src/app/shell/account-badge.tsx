// Which key is in use: Test keys get random information from the platform, and the header says so plainly.
import { Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import type { SessionInfo } from '@/contracts/auth';

export function AccountBadge({ session }: { session: SessionInfo }) {
  const test = session.key_type === 'test';
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip
        label={
          test
            ? 'A Test key (test_...): the platform answers it with random information, not your real data.'
            : 'A Live key: real data of your account.'
        }
        multiline
        w={260}
      >
        <Badge
          color={test ? 'yellow' : 'teal'}
          variant={test ? 'filled' : 'light'}
          c={test ? 'black' : undefined}
          tabIndex={0}
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
      </Tooltip>
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
