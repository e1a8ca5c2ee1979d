// /contacts/$id/edit: the edit form for a contact id. There is no endpoint that reads a contact, so the form
// starts from the contact as last returned in this session when there is one, empty otherwise, and says so.
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { contactIdSchema } from '@/contracts/contacts';
import { formatDateTime } from '@/lib/format';
import { returnedContactQueryOptions, type ReturnedContact } from '../api';
import { EMPTY_CONTACT_FORM, contactToFormValues } from '../form-values';
import { ContactForm } from './contact-form';
import { ContactResult } from './contact-result';
import { WithSandboxReference } from './sandbox-reference';

function StartingPoint({ id, returned }: { id: number; returned: ReturnedContact | undefined }) {
  if (!returned) {
    return (
      <Alert color="gray" variant="light" title="Starting empty" role="status">
        Contact {id} was not returned to this console in this session, and the platform has no
        endpoint that reads a contact. Enter its phone (required) and what to change: lists given
        are added to the contact&apos;s lists, and only the custom fields given change.
      </Alert>
    );
  }
  const { contact } = returned;
  const namedOnly = contact.fields.filter((field) => field.id === null);
  return (
    <Alert
      color="blue"
      variant="light"
      title="Starting from the last returned contact"
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">
          The form starts from contact {id} as the platform returned it to the{' '}
          {returned.via === 'create' ? 'create' : 'last edit'} at{' '}
          {formatDateTime(returned.returnedAt)}. It may have changed elsewhere since.
        </Text>
        {namedOnly.length > 0 && (
          <Text size="sm">
            Its custom fields came back by name ({namedOnly.map((field) => field.name).join(', ')}
            ), not by id, so they are not rows here: add a row with a field&apos;s id to change it;
            the others keep their values.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function EditForm({ id, sandbox }: { id: number; sandbox: boolean }) {
  const returned = useQuery(returnedContactQueryOptions(id)).data;
  // The form starts from what was known when the page opened; later answers show below, not in the fields.
  const [start] = useState(() => ({
    returned,
    values: returned ? contactToFormValues(returned.contact) : EMPTY_CONTACT_FORM,
  }));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Edit contact {id}</Title>
        <Text size="sm" c="dimmed" maw={640}>
          Changes the phone, adds the contact to lists, and sets custom fields.{' '}
          <Anchor component={Link} to="/contacts" size="sm" underline="always">
            Edit another contact
          </Anchor>
        </Text>
      </Stack>
      <StartingPoint id={id} returned={start.returned} />
      <WithSandboxReference sandbox={sandbox}>
        <ContactForm contactId={id} initialValues={start.values} />
      </WithSandboxReference>
      {returned && (
        <ContactResult
          contact={returned.contact}
          title={`Contact ${id} as last returned (${formatDateTime(returned.returnedAt)})`}
        />
      )}
    </Stack>
  );
}

export function ContactEditPage({ id, sandbox }: { id: string; sandbox: boolean }) {
  const parsed = contactIdSchema.safeParse(id);
  if (!parsed.success) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>Edit a contact</Title>
        <Alert color="red" role="alert" title="Not a contact id">
          “{id}” is not a contact id: a contact id is a whole number of 1 or more.{' '}
          <Anchor component={Link} to="/contacts">
            Choose a contact
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  // Keyed by id: another contact starts a fresh form.
  return <EditForm key={parsed.data} id={parsed.data} sandbox={sandbox} />;
}
