// /contacts/new: the create form, then the contact as the platform returned it, with the way to edit it.
import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Contact } from '@/contracts/contacts';
import { ContactForm } from './contact-form';
import { ContactResult } from './contact-result';
import { WithSandboxReference } from './sandbox-reference';
import { PageHeading } from '@/components/page-heading';
import { NEW_CONTACT_HEADING } from '../headings';

export function ContactCreatePage({ sandbox }: { sandbox: boolean }) {
  const [created, setCreated] = useState<Contact>();
  return (
    <Stack gap="lg">
      <PageHeading heading={NEW_CONTACT_HEADING} />
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
