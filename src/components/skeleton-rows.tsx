// Placeholder rows of a Mantine table while its first page loads: one skeleton bar per cell.
import { Skeleton, Table } from '@mantine/core';

export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (__, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={18} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
