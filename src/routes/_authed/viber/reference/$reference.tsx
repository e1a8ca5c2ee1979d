// /viber/reference/$reference: one Viber message by its external reference (up to 32 of a-z, A-Z, 0-9).
import { createFileRoute } from '@tanstack/react-router';
import { viberLookupFormSchema } from '@/contracts/viber-rules';
import { viberMessageQueryOptions } from '@/features/viber/api';
import { ViberLookupPage } from '@/features/viber/components/viber-lookup-page';

export const Route = createFileRoute('/_authed/viber/reference/$reference')({
  loader: async ({ context, params }) => {
    const lookup = viberLookupFormSchema.safeParse({ by: 'reference', value: params.reference });
    // A failed lookup is shown on the page with a retry, under a form that still works.
    if (lookup.success)
      await context.queryClient.query(viberMessageQueryOptions(lookup.data)).catch(() => undefined);
  },
  component: ViberByReferenceRoute,
});

function ViberByReferenceRoute() {
  const { reference } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ViberLookupPage
      requested={{ by: 'reference', value: reference }}
      onLookup={(lookup) =>
        void (lookup.by === 'id'
          ? navigate({ to: '/viber/$id', params: { id: lookup.value } })
          : navigate({ to: '/viber/reference/$reference', params: { reference: lookup.value } }))
      }
    />
  );
}
