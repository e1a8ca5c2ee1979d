// /contacts/new: the create form, then the contact as the platform returned it, with the way to edit it.
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Contact } from '@/contracts/contacts';
import { ContactForm } from './contact-form';
import { ContactResult } from './contact-result';
import { WithSandboxReference } from './sandbox-reference';

export function ContactCreatePage({ sandbox }: { sandbox: boolean }) {
  const [created, setCreated] = useState<Contact>();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>New contact</Title>
        <Text size="sm" c="dimmed" maw={640}>
          Adds a contact to the contact book. Only the phone is required.
        </Text>
      </Stack>
      <WithSandboxReference sandbox={sandbox}>
        <ContactForm onSaved={setCreated} />
      </WithSandboxReference>
      {created && (
        <Stack gap="sm">
          <ContactResult contact={created} title={`Contact ${created.id} created`} />
          <div>
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link to="/contacts/$id/edit" params={{ id: String(created.id) }} {...props} />
              )}
            >
              Edit contact {created.id}
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
