// One campaign message in a drawer over the list (the /messages/$messageId route), within the list's period.
import '@/styles/mantine-floating.css';
import { Drawer, Text } from '@mantine/core';
import { hasProblems, searchProblems } from '../search';
import { MessageDetail } from './message-detail';

/** A message id of the URL as a number, or undefined when it is not one. */
export const messageIdOf = (value: string) =>
  /^\d{1,15}$/.test(value) ? Number(value) : undefined;

export function MessageDrawer({
  messageId,
  from,
  to,
  onClose,
}: {
  /** The id as the URL has it. */
  messageId: string;
  from: string | undefined;
  to: string | undefined;
  onClose: () => void;
}) {
  const id = messageIdOf(messageId);
  const problems = searchProblems({ from, to });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={`Message ${messageId}`}
      closeButtonProps={{ 'aria-label': 'Close the message' }}
    >
      {id === undefined ? (
        <Text>“{messageId}” is not a message id: a message id is a whole number.</Text>
      ) : hasProblems(problems) ? (
        <Text>
          The list&apos;s period breaks the platform&apos;s rules ({problems.from ?? problems.to}):
          fix it to open the message.
        </Text>
      ) : (
        <MessageDetail id={id} period={{ from, to }} />
      )}
    </Drawer>
  );
}
