// Read-only fields of one record as a two-column table: a row header naming each field, then its value.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field's label and its value, in the order shown. */
export type FieldRow = readonly [label: string, value: ReactNode];

export function FieldTable({
  label,
  rows,
  labelWidth,
}: {
  /** The table's accessible name. */
  label: string;
  rows: readonly FieldRow[];
  /** Width of the label column. */
  labelWidth: number;
}) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={labelWidth} scope="row">
              {name}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
