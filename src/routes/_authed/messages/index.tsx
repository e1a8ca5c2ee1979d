// /messages with no message open: the list alone (drawn by the layout route).
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/messages/')({
  component: () => null,
});
