// /messages/$messageId: one message in a drawer over the list, within the list's period.
import { Drawer, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { campaignMessageQueryOptions } from '@/features/campaign-messages/api';
import { MessageDetail } from '@/features/campaign-messages/components/message-detail';
import { hasProblems, searchProblems } from '@/features/campaign-messages/search';

const messageIdOf = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : undefined);

export const Route = createFileRoute('/_authed/messages/$messageId')({
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, params, deps }) => {
    const id = messageIdOf(params.messageId);
    if (id === undefined || hasProblems(searchProblems(deps))) return undefined;
    return context.queryClient.query(campaignMessageQueryOptions(id, deps)).catch(() => undefined);
  },
  component: MessageDrawer,
});

function MessageDrawer() {
  const { messageId } = Route.useParams();
  const { from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const id = messageIdOf(messageId);
  const problems = searchProblems({ from, to });
  return (
    <Drawer
      opened
      onClose={() => void navigate({ to: '/messages', search: (prev) => prev })}
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
