// The keyboard shortcuts' help dialog, in a chunk of its own (keyboard-shortcuts.tsx loads it when first opened).
import '@/styles/mantine-floating.css';
import { Modal, Table, Text } from '@mantine/core';
import type { ShortcutRow } from './keyboard-shortcuts';

export default function ShortcutsHelp({
  opened,
  onClose,
  rows,
}: {
  opened: boolean;
  onClose: () => void;
  rows: readonly ShortcutRow[];
}) {
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
