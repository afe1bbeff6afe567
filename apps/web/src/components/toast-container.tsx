import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/domain/app';

export function ToastContainer() {
  return <Notifications autoClose={TOAST_DURATION_MS} position="top-right" />;
}
