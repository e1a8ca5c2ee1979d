// The buttons of a list's filter form: apply (submits the form), any extra ones, then clear.
import { Button, Group, type ButtonVariant, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export function FilterActions({
  applyLabel = 'Apply filters',
  applyVariant = 'light',
  canClear,
  onClear,
  mt,
  children,
}: {
  applyLabel?: string;
  applyVariant?: ButtonVariant;
  /** Whether any filter is set: clearing is disabled otherwise. */
  canClear: boolean;
  onClear: () => void;
  /** Space above the buttons, to line them up with the fields beside them. */
  mt?: MantineSpacing;
  /** Buttons between apply and clear. */
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" mt={mt}>
      <Button type="submit" variant={applyVariant} size="sm">
        {applyLabel}
      </Button>
      {children}
      <Button variant="subtle" size="sm" disabled={!canClear} onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
