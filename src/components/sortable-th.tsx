// A table header that sorts its column: asc, then desc; the state is announced with aria-sort.
import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export function SortableTh<S extends string>({
  children,
  column,
  sort,
  way,
  onSort,
  className,
}: {
  children: ReactNode;
  /** E.g. a column priority of light-table.module.css (the column gives way in a narrow table). */
  className?: string;
  column: S;
  sort: S | undefined;
  way: 'asc' | 'desc';
  onSort: (next: { sort: S; way: 'asc' | 'desc' }) => void;
}) {
  const active = sort === column;
  const nextWay = active && way === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th
      className={className}
      aria-sort={active ? (way === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort({ sort: column, way: nextWay })}
        fw={700}
        fz="sm"
        aria-label={`Sort by ${typeof children === 'string' ? children : column}, ${nextWay === 'asc' ? 'ascending' : 'descending'}`}
      >
        {children} <span aria-hidden="true">{active ? (way === 'asc' ? '▲' : '▼') : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
