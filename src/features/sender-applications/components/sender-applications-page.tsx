// The sender applications page: filters, sortable table, paging, and the drawer of one application.
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ListBody, useShownPage } from '@/components/list-body';
import { useClampOffset } from '@/components/use-clamp-offset';
import { senderApplicationsQueryOptions } from '../api';
import {
  SENDER_APPLICATION_PAGE_SIZES,
  hasFilters,
  senderApplicationListParams,
  type SenderApplicationSearch,
} from '../search';
import { SenderApplicationsFilters } from './sender-applications-filters';
import { SenderApplicationsTable } from './sender-applications-table';
import { PageHeading } from '@/components/page-heading';
import { SENDERS_HEADING } from '../headings';

// The drawer (Mantine's Drawer, its focus trap and scroll lock: about 15 kB gzip) comes with the first application
// opened, not with the list; it then stays, so that it closes with its transition.
const SenderApplicationDrawer = lazy(() =>
  import('./sender-application-drawer').then((module) => ({
    default: module.SenderApplicationDrawer,
  })),
);

export function SenderApplicationsPage({
  search,
  onSearchChange,
}: {
  search: SenderApplicationSearch;
  /** Merges into the URL's search params; `replace` for corrections that should not add history. */
  onSearchChange: (next: Partial<SenderApplicationSearch>, options?: { replace?: boolean }) => void;
}) {
  const list = useQuery(senderApplicationsQueryOptions(senderApplicationListParams(search)));
  const total = list.data?.meta.page.total;
  const [drawerWanted, setDrawerWanted] = useState(search.application !== undefined);
  if (search.application !== undefined && !drawerWanted) setDrawerWanted(true);

  // A page past the end (an old link, a smaller result) moves to the last page.
  useClampOffset(search, total, list.isPlaceholderData, onSearchChange);

  const filtered = hasFilters(search);
  const applications = list.data?.data ?? [];
  const shown = useShownPage(list.data);

  return (
    <Stack gap="lg">
      <PageHeading heading={SENDERS_HEADING} />

      <SenderApplicationsFilters search={search} onChange={onSearchChange} />

      <ListBody
        list={list}
        page={list.data && { rows: applications.length, total: list.data.meta.page.total }}
        paging={{ search, pageSizes: SENDER_APPLICATION_PAGE_SIZES, onSearchChange }}
        empty={
          filtered
            ? [
                'No application matches these filters',
                <Stack align="center" gap="xs">
                  <span>Change or clear the filters to see other applications.</span>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      onSearchChange({
                        status: undefined,
                        id: undefined,
                        country_code: undefined,
                        sender: undefined,
                        created_at: undefined,
                        offset: 0,
                      })
                    }
                  >
                    Show all applications
                  </Button>
                </Stack>,
              ]
            : ['No applications yet', 'Applications made in the personal account appear here.']
        }
      >
        <SenderApplicationsTable
          applications={shown?.data ?? []}
          loadingRows={shown ? undefined : Math.min(search.limit, 12)}
          sort={search.sort}
          way={search.way}
          onSort={({ sort, way }) => onSearchChange({ sort, way, offset: 0 })}
          onOpen={(id) => onSearchChange({ application: id })}
        />
      </ListBody>

      {drawerWanted && (
        <Suspense fallback={null}>
          <SenderApplicationDrawer
            applicationId={search.application}
            fromPage={applications.find((a) => a.id === search.application)}
            onClose={() => onSearchChange({ application: undefined })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
