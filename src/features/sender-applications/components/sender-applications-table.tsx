// The applications table: id, sender, status, country, company code, created, registered, last status change.
import { Anchor, Table, Text } from '@mantine/core';
import type { SenderApplication, SenderApplicationSort } from '@/contracts/sender-applications';
import type { Way } from '@/contracts/common';
import { DateTimeText } from '@/components/date-time-text';
import { TableRoom, lightTableClasses as classes } from '@/components/light-table';
import { SortableTh } from '@/components/sortable-th';
import { countryLabel } from '@/contracts/countries';
import { SenderApplicationStatus } from './sender-application-status';
import { SkeletonRows } from '@/components/skeleton-rows';

const COLUMNS = 8;

export function SenderApplicationsTable({
  applications,
  sort,
  way,
  onSort,
  onOpen,
  loadingRows,
}: {
  applications: readonly SenderApplication[];
  sort: SenderApplicationSort;
  way: Way;
  onSort: (next: { sort: SenderApplicationSort; way: Way }) => void;
  onOpen: (id: number) => void;
  /** Skeleton rows to show while the first page loads. */
  loadingRows?: number;
}) {
  const sortProps = { sort, way, onSort };
  return (
    <TableRoom>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="xs" highlightOnHover aria-label="Sender applications">
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="id" {...sortProps}>
                Id
              </SortableTh>
              <SortableTh column="sender" {...sortProps}>
                Sender
              </SortableTh>
              <SortableTh column="status" {...sortProps}>
                Status
              </SortableTh>
              <SortableTh column="country_code" {...sortProps} className={classes.medium}>
                Country
              </SortableTh>
              <Table.Th className={classes.low}>Company code</Table.Th>
              <SortableTh column="created_at" {...sortProps}>
                Created
              </SortableTh>
              <Table.Th className={classes.low}>Registered</Table.Th>
              <Table.Th className={classes.medium}>Last status change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loadingRows ? (
              <SkeletonRows rows={loadingRows} columns={COLUMNS} />
            ) : (
              applications.map((application) => (
                <Table.Tr key={application.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {application.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => onOpen(application.id)}
                      aria-label={`Open application ${application.id}: ${application.sender}`}
                      style={{ whiteSpace: 'pre', textAlign: 'left' }}
                    >
                      {application.sender}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <SenderApplicationStatus status={application.status} />
                  </Table.Td>
                  <Table.Td className={classes.medium}>
                    <Text size="sm">{countryLabel(application.country_code)}</Text>
                  </Table.Td>
                  <Table.Td className={classes.low}>
                    <Text size="sm" ff="monospace">
                      {application.code_of_company ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DateTimeText value={application.created_at} compact />
                  </Table.Td>
                  <Table.Td className={classes.low}>
                    <DateTimeText value={application.registered_at} compact />
                  </Table.Td>
                  <Table.Td className={classes.medium}>
                    <DateTimeText value={application.status_changed_at} compact />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TableRoom>
  );
}
