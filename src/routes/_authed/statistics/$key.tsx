// /statistics/$key: one statistics file in the viewer; format, filters, sort and the open entry live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { statFilesQueryOptions } from '@/features/statistics/api';
import { StatisticsFileViewer } from '@/features/statistics/components/statistics-file-viewer';
import {
  statFileViewerSearchSchema,
  type StatFileViewerSearch,
} from '@/features/statistics/search';

export const Route = createFileRoute('/_authed/statistics/$key')({
  validateSearch: statFileViewerSearchSchema,
  // The listing says whether the file can be opened and in which formats; a failure shows on the page.
  loader: ({ context }) =>
    context.queryClient.query(statFilesQueryOptions()).catch(() => undefined),
  component: StatisticsFileRoute,
});

function StatisticsFileRoute() {
  const { key } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<StatFileViewerSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  return <StatisticsFileViewer fileKey={key} search={search} onSearchChange={onSearchChange} />;
}
