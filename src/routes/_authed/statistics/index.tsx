// /statistics: the statistics files list; its status filter and search live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { statFilesQueryOptions } from '@/features/statistics/api';
import { StatisticsFilesPage } from '@/features/statistics/components/statistics-files-page';
import { statFilesSearchSchema, type StatFilesSearch } from '@/features/statistics/search';

export const Route = createFileRoute('/_authed/statistics/')({
  validateSearch: statFilesSearchSchema,
  // A failed load is shown on the page with a retry.
  loader: ({ context }) =>
    context.queryClient.query(statFilesQueryOptions()).catch(() => undefined),
  component: StatisticsFilesRoute,
});

function StatisticsFilesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<StatFilesSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  return <StatisticsFilesPage search={search} onSearchChange={onSearchChange} />;
}
