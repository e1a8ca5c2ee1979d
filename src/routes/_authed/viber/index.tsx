// /viber: the Viber lookup form; `?by=reference` keeps the chosen kind of lookup in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { VIBER_LOOKUP_KINDS } from '@/contracts/viber-rules';
import { ViberLookupPage } from '@/features/viber/components/viber-lookup-page';
import { searchOr, searchSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_authed/viber/')({
  validateSearch: searchSchema(() => z.object({ by: searchOr(z.enum(VIBER_LOOKUP_KINDS), 'id') })),
  component: ViberIndexRoute,
});

function ViberIndexRoute() {
  const { by } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ViberLookupPage
      requested={{ by, value: '' }}
      onKindChange={(next) => void navigate({ search: { by: next }, replace: true })}
      onLookup={(lookup) =>
        void (lookup.by === 'id'
          ? navigate({ to: '/viber/$id', params: { id: lookup.value } })
          : navigate({ to: '/viber/reference/$reference', params: { reference: lookup.value } }))
      }
    />
  );
}
