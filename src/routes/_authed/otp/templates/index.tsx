// /otp/templates: the OTP templates list; its filters, sort and page live in the URL.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  requestedTemplatesCountQueryOptions,
  templateListQueryOptions,
} from '@/features/otp-templates/api';
import { TemplatesPage } from '@/features/otp-templates/components/templates-page';
import {
  TEMPLATE_SEARCH_DEFAULTS,
  templateListParams,
  templateListSearchSchema,
  type TemplateListSearch,
} from '@/features/otp-templates/search';

export const Route = createFileRoute('/_authed/otp/templates/')({
  validateSearch: templateListSearchSchema,
  // Newest change first is the console's order: the URL names only an order of the person's choice.
  search: { middlewares: [stripSearchParams(TEMPLATE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // A failed load is shown on the page with a retry, next to filters that still work.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.query(templateListQueryOptions(templateListParams(deps))),
      context.queryClient.query(requestedTemplatesCountQueryOptions()),
    ]).catch(() => undefined),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<TemplateListSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  return <TemplatesPage search={search} onSearchChange={onSearchChange} />;
}
