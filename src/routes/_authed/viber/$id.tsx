// /viber/$id: one Viber message by its platform id; an id that is not an integer is refused on the field.
import { createFileRoute } from '@tanstack/react-router';
import { viberLookupFormSchema } from '@/contracts/viber-rules';
import { viberMessageQueryOptions } from '@/features/viber/api';
import { ViberLookupPage } from '@/features/viber/components/viber-lookup-page';

export const Route = createFileRoute('/_authed/viber/$id')({
  loader: async ({ context, params }) => {
    const lookup = viberLookupFormSchema.safeParse({ by: 'id', value: params.id });
    // A failed lookup is shown on the page with a retry, under a form that still works.
    if (lookup.success)
      await context.queryClient.query(viberMessageQueryOptions(lookup.data)).catch(() => undefined);
  },
  component: ViberByIdRoute,
});

function ViberByIdRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ViberLookupPage
      requested={{ by: 'id', value: id }}
      onLookup={(lookup) =>
        void (lookup.by === 'id'
          ? navigate({ to: '/viber/$id', params: { id: lookup.value } })
          : navigate({ to: '/viber/reference/$reference', params: { reference: lookup.value } }))
      }
    />
  );
}
