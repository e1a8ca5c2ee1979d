// The contact lists and custom fields a sandbox account has: the spec has no endpoint that lists them, so
// on the sandbox the console names its seeded ones. Not shown against a real platform.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Card, Grid, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SANDBOX_CONTACT_LISTS, SANDBOX_CUSTOM_FIELDS } from '@/contracts/contacts';

/** A contact form, with the sandbox's ids beside it on a wide screen when the platform is the sandbox. */
export function WithSandboxReference({
  sandbox,
  children,
}: {
  sandbox: boolean;
  children: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: sandbox ? 7 : 12 }}>{children}</Grid.Col>
      {sandbox && (
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SandboxReference />
        </Grid.Col>
      )}
    </Grid>
  );
}

function SandboxReference() {
  return (
    <Card withBorder padding="md" component="aside" aria-labelledby="sandbox-reference-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="sandbox-reference-title">
          Ids on this sandbox
        </Title>
        {/* Small, as a note in a side card is: at the page's text size it was the largest text of the page on a
            phone, painted only once the console ran, after the heading the HTML paints at once. */}
        <Text size="xs" c="dimmed">
          The platform has no endpoint that lists contact lists or custom fields. Every sandbox
          account has these:
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Table withTableBorder aria-label="Sandbox contact lists">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>List id</Table.Th>
                <Table.Th>Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SANDBOX_CONTACT_LISTS.map((list) => (
                <Table.Tr key={list.id}>
                  <Table.Td>{list.id}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {list.name}
                    {list.default ? ' (default)' : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table withTableBorder aria-label="Sandbox custom fields">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field id</Table.Th>
                <Table.Th>Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SANDBOX_CUSTOM_FIELDS.map((field) => (
                <Table.Tr key={field.id}>
                  <Table.Td>{field.id}</Table.Td>
                  <Table.Td>{field.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
