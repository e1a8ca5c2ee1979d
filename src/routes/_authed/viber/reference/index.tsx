// /viber/reference without a reference: the lookup form, set to look up by reference.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/viber/reference/')({
  beforeLoad: () => {
    throw redirect({ to: '/viber', search: { by: 'reference' }, replace: true });
  },
});
