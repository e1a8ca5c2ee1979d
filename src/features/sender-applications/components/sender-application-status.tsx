// An application's status as a coloured badge with its meaning.
import { StatusBadge } from '@/components/status-badge';
import { SENDER_APPLICATION_STATUS_STYLES } from '../statuses';

export function SenderApplicationStatus({ status }: { status: string }) {
  return <StatusBadge status={status} styles={SENDER_APPLICATION_STATUS_STYLES} />;
}
