// A contact as the platform returned it: phone, created time, HLR status with its meaning and last check,
// its lists (name, description, default flag) and its custom fields in whichever form they came.
import '@mantine/core/styles/Card.layer.css';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Contact } from '@/contracts/contacts';
import { DateTimeText } from '@/components/date-time-text';
import { StatusBadge } from '@/components/status-badge';
import { HLR_STATUS_STYLES, hlrStyle } from '../hlr';

function Absent({ children = 'Not given' }: { children?: ReactNode }) {
  return (
    <Text component="span" size="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

/** Text exactly as returned: whitespace kept visible, long words wrapped, never markup. */
function Verbatim({ value }: { value: string }) {
  if (value === '') return <Absent>Empty</Absent>;
  return (
    <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

export function ContactResult({ contact, title }: { contact: Contact; title: string }) {
  const hlrMeaning = contact.hlr_status ? hlrStyle(contact.hlr_status)?.meaning : undefined;
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Contact">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160} scope="row">
                Id
              </Table.Th>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {contact.id}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Phone</Table.Th>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {contact.phone}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Created</Table.Th>
              <Table.Td>
                {contact.created_at ? <DateTimeText value={contact.created_at} /> : <Absent />}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">HLR status</Table.Th>
              <Table.Td>
                {contact.hlr_status ? (
                  <Stack gap={2}>
                    <Group gap="xs">
                      <StatusBadge status={contact.hlr_status} styles={HLR_STATUS_STYLES} />
                    </Group>
                    <Text size="xs" c="dimmed">
                      {hlrMeaning ?? 'The platform does not describe this status.'}
                    </Text>
                  </Stack>
                ) : (
                  <Absent />
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Last HLR check</Table.Th>
              <Table.Td>
                {contact.hlr_last_check ? (
                  <DateTimeText value={contact.hlr_last_check} />
                ) : (
                  <Absent>Never checked</Absent>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>

        <Stack gap="xs">
          <Title order={3} size="h5">
            Contact lists
          </Title>
          {contact.groups.length === 0 ? (
            <Absent>In no list</Absent>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table withTableBorder aria-label="Contact lists of the contact">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Id</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>Default list</Table.Th>
                    <Table.Th>List created</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {contact.groups.map((group) => (
                    <Table.Tr key={group.id}>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {group.id}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Verbatim value={group.name} />
                      </Table.Td>
                      <Table.Td>
                        {group.description === null ? (
                          <Absent />
                        ) : (
                          <Verbatim value={group.description} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        {group.default ? (
                          <Badge variant="light" color="blue">
                            Default list
                          </Badge>
                        ) : (
                          <Text size="sm">No</Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {group.created_at ? <DateTimeText value={group.created_at} /> : <Absent />}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h5">
            Custom fields
          </Title>
          {contact.fields.length === 0 ? (
            <Absent>No custom field has a value</Absent>
          ) : (
            <Table withTableBorder aria-label="Custom fields of the contact">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contact.fields.map((field, index) => (
                  <Table.Tr key={`${field.id ?? ''}:${field.name ?? ''}:${index}`}>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {field.name ?? `Field ${field.id ?? '?'}`}
                        {field.name !== null && field.id !== null && (
                          <Text component="span" size="xs" c="dimmed">
                            {' '}
                            (id {field.id})
                          </Text>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Verbatim value={field.value} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
