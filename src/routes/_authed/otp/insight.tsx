// /otp/insight: 2FA insight over the sessions of a period; the period, channel, country and table order live
// in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { InsightPage } from '@/features/otp-insight/components/insight-page';
import { insightSearchSchema, type InsightSearch } from '@/features/otp-insight/search';

export const Route = createFileRoute('/_authed/otp/insight')({
  validateSearch: insightSearchSchema,
  component: InsightRoute,
});

function InsightRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<InsightSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }) }),
    [navigate],
  );
  return <InsightPage search={search} onSearchChange={onSearchChange} />;
}
