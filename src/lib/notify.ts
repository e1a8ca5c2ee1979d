// Notifications: Mantine's store and its container come with the first notification a visit shows, not with
// every page (src/app/providers.tsx mounts the container once the store is there). Shown and hidden in the order
// asked; if the store cannot load (the connection is gone), the notification is not shown, as the container could
// not have loaded either.
import type { NotificationData } from '@mantine/notifications';
import { onDemand } from './on-demand';

export const notificationsOnDemand = onDemand(() => import('@mantine/notifications'));

export function notify(data: NotificationData): void {
  notificationsOnDemand.load().then(
    ({ notifications }) => notifications.show(data),
    () => undefined,
  );
}

export function hideNotification(id: string): void {
  notificationsOnDemand.load().then(
    ({ notifications }) => notifications.hide(id),
    () => undefined,
  );
}
