// The keyboard shortcuts' help dialog, in a chunk of its own (keyboard-shortcuts.tsx loads it when first opened).
import '@/styles/mantine-floating.css';
import { Kbd, Modal, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { GO_TO_KEYS } from './keyboard-shortcuts';
import { NAV_ITEMS } from './nav-items';

interface ShortcutRow {
  keys: ReactNode;
  action: string;
}

const key = (k: string) => <Kbd>{k}</Kbd>;

function shortcutRows(): ShortcutRow[] {
  return [
    {
      keys: (
        <>
          {key('Ctrl')} + {key('K')} / {key('⌘')} + {key('K')} / {key('/')}
        </>
      ),
      action: 'Open the lookup (paste an id, a phone number, a reference or a file key)',
    },
    { keys: key('?'), action: 'Show these shortcuts' },
    ...GO_TO_KEYS.map(({ key: k, to }) => ({
      keys: (
        <>
          {key('g')} then {key(k)}
        </>
      ),
      action: `Go to ${NAV_ITEMS.find((item) => item.to === to)?.label ?? to}`,
    })),
    { keys: key('f'), action: 'Focus the filters of the list' },
    { keys: key('n'), action: 'Next page of the list' },
    { keys: key('p'), action: 'Previous page of the list' },
    { keys: key('Esc'), action: 'Close the lookup, a dialog or a drawer' },
  ];
}

export default function ShortcutsHelp({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const rows = shortcutRows();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard shortcuts"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close keyboard shortcuts' }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        Shortcuts do nothing while you type in a field, except Ctrl+K / ⌘K.
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.keys}</Table.Td>
              <Table.Td>{row.action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
