// The templates list page: counter of templates awaiting moderation, filters, sortable table and paging.
import { Button, Group, Stack } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { REQUESTED_TEMPLATES_LIMIT } from '@/contracts/otp-templates';
import { ListBody, useShownPage } from '@/components/list-body';
import { LIVE_REFRESH_SECONDS } from '@/components/updated-ago';
import { useClampOffset } from '@/components/use-clamp-offset';
import { requestedTemplatesCountQueryOptions, templateListQueryOptions } from '../api';
import { TEMPLATE_PAGE_SIZES, templateListParams, type TemplateListSearch } from '../search';
import { RequestedCounter } from './requested-counter';
import { TemplatesFilters } from './templates-filters';
import { TemplatesTable } from './templates-table';
import { PageHeading } from '@/components/page-heading';
import { TEMPLATES_HEADING } from '../headings';

export const LIMIT_REACHED_REASON = `${REQUESTED_TEMPLATES_LIMIT} templates already await moderation: wait for a decision or delete a requested template.`;

const EMPTY = [
  'No templates yet',
  'Create a template; it is listed as requested until moderation decides.',
] as const;
const EMPTY_FILTERED = [
  'No template matches these filters',
  'Change or clear the filters to see other templates.',
] as const;

export function TemplatesPage({
  search,
  onSearchChange,
}: {
  search: TemplateListSearch;
  /** Merges into the URL's search params (replace: false, so back returns to the previous view). */
  onSearchChange: (next: Partial<TemplateListSearch>, options?: { replace?: boolean }) => void;
}) {
  // Refreshed by itself while a template on the page awaits moderation (never while the tab is hidden).
  const list = useQuery({
    ...templateListQueryOptions(templateListParams(search)),
    refetchInterval: (query) =>
      query.state.data?.data.some((template) => template.status === 'requested')
        ? LIVE_REFRESH_SECONDS * 1000
        : false,
    refetchIntervalInBackground: false,
  });
  const awaiting = list.data?.data.some((template) => template.status === 'requested') ?? false;
  const requested = useQuery({
    ...requestedTemplatesCountQueryOptions(),
    refetchInterval: (query) => ((query.state.data ?? 0) > 0 ? LIVE_REFRESH_SECONDS * 1000 : false),
    refetchIntervalInBackground: false,
  });
  const limitReached = (requested.data ?? 0) >= REQUESTED_TEMPLATES_LIMIT;
  const total = list.data?.total;

  // A page past the end (the last template of a page deleted, or an old link) moves to the last page.
  useClampOffset(search, total, list.isPlaceholderData, onSearchChange);

  const filtered = Boolean(search.ids ?? search.status);
  const shown = useShownPage(list.data);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading heading={TEMPLATES_HEADING} />
        <Group align="flex-start" gap="lg">
          <RequestedCounter />
          {limitReached ? (
            <TooltipOnDemand label={LIMIT_REACHED_REASON} multiline w={280}>
              <Button data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
                New template
              </Button>
            </TooltipOnDemand>
          ) : (
            <Button component={Link} to="/otp/templates/new">
              New template
            </Button>
          )}
        </Group>
      </Group>

      <TemplatesFilters search={search} onChange={onSearchChange} />

      <ListBody
        list={list}
        page={list.data && { rows: list.data.data.length, total: list.data.total }}
        paging={{ search, pageSizes: TEMPLATE_PAGE_SIZES, onSearchChange }}
        empty={filtered ? EMPTY_FILTERED : EMPTY}
        autoRefresh={awaiting && LIVE_REFRESH_SECONDS}
      >
        <TemplatesTable
          templates={shown?.data ?? []}
          loadingRows={shown ? undefined : search.limit}
          sort={search.sort}
          way={search.way}
          onSort={({ sort, way }) => onSearchChange({ sort, way, offset: 0 })}
        />
      </ListBody>
    </Stack>
  );
}
