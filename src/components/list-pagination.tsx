// Paging of offset/limit lists: the range shown, page size, and page navigation from the list's total.
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

export interface ListPaginationProps {
  offset: number;
  limit: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (next: { offset: number; limit: number }) => void;
}

export function ListPagination({ offset, limit, total, pageSizes, onChange }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? 'No results'
          : `${from.toLocaleString()}–${to.toLocaleString()} of ${total.toLocaleString()}`}
      </Text>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(limit)}
          data={pageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(event) => onChange({ offset: 0, limit: Number(event.currentTarget.value) })}
        />
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={(next) => onChange({ offset: (next - 1) * limit, limit })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      </Group>
    </Group>
  );
}
