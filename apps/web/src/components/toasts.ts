import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/domain/app';

export type ToastKind = 'success' | 'error' | 'info';

const COLORS: Record<ToastKind, string> = { success: 'green', error: 'red', info: 'blue' };

/** Timed toast (spec §2): hides itself after TOAST_DURATION_MS. */
export function showToast(message: string, kind: ToastKind = 'info', title?: string): void {
  notifications.show({
    message,
    title,
    color: COLORS[kind],
    autoClose: TOAST_DURATION_MS,
    // Mantine's close button has no name of its own (axe: button-name).
    closeButtonProps: { 'aria-label': 'Cerrar aviso' },
  });
}
