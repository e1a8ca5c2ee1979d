// /messages/$messageId: one message in a drawer over the list, within the list's period.
import { createFileRoute } from '@tanstack/react-router';
import { campaignMessageQueryOptions } from '@/features/campaign-messages/api';
import { MessageDrawer, messageIdOf } from '@/features/campaign-messages/components/message-drawer';
import { hasProblems, searchProblems } from '@/features/campaign-messages/search';

export const Route = createFileRoute('/_authed/messages/$messageId')({
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, params, deps }) => {
    const id = messageIdOf(params.messageId);
    if (id === undefined || hasProblems(searchProblems(deps))) return undefined;
    return context.queryClient.query(campaignMessageQueryOptions(id, deps)).catch(() => undefined);
  },
  component: MessageRoute,
});

function MessageRoute() {
  const { messageId } = Route.useParams();
  const { from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageDrawer
      messageId={messageId}
      from={from}
      to={to}
      onClose={() => void navigate({ to: '/messages', search: (prev) => prev })}
    />
  );
}
