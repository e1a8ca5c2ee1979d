// /contacts: create a contact, or edit one by id.
import { createFileRoute } from '@tanstack/react-router';
import { ContactsIndexPage } from '@/features/contacts/components/contacts-index-page';

export const Route = createFileRoute('/_authed/contacts/')({
  component: ContactsIndexPage,
});
