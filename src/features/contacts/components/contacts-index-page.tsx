// /contacts: where to create a contact or edit one by id, and the contacts returned in this session.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { contactIdSchema } from '@/contracts/contacts';
import { DateTimeText } from '@/components/date-time-text';
import { EmptyState } from '@/components/query-state';
import { useSchemaForm } from '@/lib/use-schema-form';
import { returnedContacts } from '../api';
import { PageHeading } from '@/components/page-heading';
import { CONTACTS_HEADING } from '../headings';

const editByIdSchema = z.object({ id: contactIdSchema });

function EditById() {
  const navigate = useNavigate();
  const form = useSchemaForm(editByIdSchema, { values: { id: '' } });
  const onSubmit = form.submit(
    ({ id }) => void navigate({ to: '/contacts/$id/edit', params: { id: String(id) } }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit a contact by id">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Contact id"
          description="The id the platform gave the contact"
          inputMode="numeric"
          autoComplete="off"
          {...form.input('id')}
          w={220}
        />
        <Button type="submit" mt={46} variant="light">
          Edit
        </Button>
      </Group>
    </form>
  );
}

export function ContactsIndexPage() {
  const returned = returnedContacts(useQueryClient());
  return (
    <Stack gap="lg">
      <PageHeading heading={CONTACTS_HEADING} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg" component="section" aria-labelledby="create-contact-title">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="create-contact-title">
              Create a contact
            </Title>
            <Text size="sm" c="dimmed">
              A phone number, and optionally contact lists and custom fields.
            </Text>
            <Button component={Link} to="/contacts/new">
              New contact
            </Button>
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="edit-contact-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="edit-contact-title">
              Edit a contact
            </Title>
            <EditById />
          </Stack>
        </Card>
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="returned-contacts-title">
        <Title order={2} size="h4" id="returned-contacts-title">
          Returned in this session
        </Title>
        {returned.length === 0 ? (
          <EmptyState title="No contact returned yet">
            Contacts you create or edit appear here until you reload the page or sign out.
          </EmptyState>
        ) : (
          <Table withTableBorder aria-label="Contacts returned in this session">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Returned by</Table.Th>
                <Table.Th>Returned at</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {returned.map(({ contact, via, returnedAt }) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      aria-label={`Edit contact ${contact.id}`}
                      renderRoot={(props) => (
                        <Link
                          to="/contacts/$id/edit"
                          params={{ id: String(contact.id) }}
                          {...props}
                        />
                      )}
                    >
                      {contact.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {contact.phone}
                    </Text>
                  </Table.Td>
                  <Table.Td>{via === 'create' ? 'Create' : 'Edit'}</Table.Td>
                  <Table.Td>
                    <DateTimeText value={returnedAt} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
