/**
 * Toasts from anywhere (API middleware included). The App component hands
 * its notification instance over, so toasts follow the theme and language.
 */
import type { NotificationInstance } from 'antd/es/notification/interface';
import { ERROR_TOAST_MS } from '../../engine/index.ts';

let instance: NotificationInstance | null = null;

export function setToastInstance(next: NotificationInstance | null): void {
  instance = next;
}

/** A danger-style toast, shown for ERROR_TOAST_MS. */
export function showErrorToast(message: string, key?: string): void {
  instance?.error({ message, key, duration: ERROR_TOAST_MS / 1000, placement: 'topRight' });
}

export function showSuccessToast(message: string): void {
  instance?.success({ message, duration: 3, placement: 'topRight' });
}
