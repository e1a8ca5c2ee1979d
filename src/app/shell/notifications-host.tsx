// Mantine's notifications container and its styles, loaded by the providers when the first notification is shown.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
