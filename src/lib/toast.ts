/**
 * Toasts from anywhere (API middleware included). antd's notification and
 * message load with the first toast, not with the first page: calls made
 * before they are there wait in a queue, in order. `ToastHost` (app.tsx)
 * mounts their holders inside the theme and language providers.
 *
 * Use these functions, never antd's `App.useApp()`: antd's `<App>` is not
 * mounted (it would bring the modal, notification and message code into the
 * first page).
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { ERROR_TOAST_MS } from '../../engine/index.ts';

export interface ToastApi {
  notification: NotificationInstance;
  message: MessageInstance;
}
type ToastCall = (api: ToastApi) => void;

let api: ToastApi | null = null;
const queue: ToastCall[] = [];
let onFirstRequest: (() => void) | null = null;
let requested = false;

/** Runs `call` with antd's toast instances, now or as soon as they have loaded. */
export function withToasts(call: ToastCall): void {
  if (api) return call(api);
  queue.push(call);
  if (!requested) {
    requested = true;
    onFirstRequest?.();
  }
}

/** For ToastHost: called once, when the first toast is asked for (at once if one already was). */
export function whenToastsRequested(listener: () => void): () => void {
  onFirstRequest = listener;
  if (requested) listener();
  return () => {
    onFirstRequest = null;
  };
}

/** For the toast outlet: hands over antd's instances (null when unmounted) and plays what waited. */
export function setToastApi(next: ToastApi | null): void {
  api = next;
  if (next) queue.splice(0).forEach((call) => call(next));
}

/** A danger-style toast, shown for ERROR_TOAST_MS. */
export function showErrorToast(message: string, key?: string): void {
  withToasts(({ notification }) => notification.error({ message, key, duration: ERROR_TOAST_MS / 1000, placement: 'topRight' }));
}

export function showSuccessToast(message: string): void {
  withToasts(({ notification }) => notification.success({ message, duration: 3, placement: 'topRight' }));
}

let loadingCount = 0;

/** A loading message shown until the returned function is called. */
export function showLoading(content: string): () => void {
  const key = `loading-${++loadingCount}`;
  withToasts(({ message }) => void message.open({ key, type: 'loading', content, duration: 0 }));
  return () => withToasts(({ message }) => message.destroy(key));
}
