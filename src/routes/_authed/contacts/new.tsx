// /contacts/new: the create form; on the sandbox, with the ids of its lists and custom fields.
import { createFileRoute } from '@tanstack/react-router';
import { ContactCreatePage } from '@/features/contacts/components/contact-create-page';

export const Route = createFileRoute('/_authed/contacts/new')({
  component: ContactCreateRoute,
});

function ContactCreateRoute() {
  const { session } = Route.useRouteContext();
  return <ContactCreatePage sandbox={session.mode === 'sandbox'} />;
}
