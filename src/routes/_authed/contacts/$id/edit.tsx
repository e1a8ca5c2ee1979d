// /contacts/$id/edit: the edit form of one contact id (checked by the page, which explains a bad one).
import { createFileRoute } from '@tanstack/react-router';
import { ContactEditPage } from '@/features/contacts/components/contact-edit-page';

export const Route = createFileRoute('/_authed/contacts/$id/edit')({
  component: ContactEditRoute,
});

function ContactEditRoute() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <ContactEditPage id={id} sandbox={session.mode === 'sandbox'} />;
}
