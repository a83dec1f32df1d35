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
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, LoadingOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createElement, type ReactNode } from 'react';
import { ERROR_TOAST_MS } from '../../engine/index.ts';
import { i18n } from '../i18n/i18n.ts';

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

/**
 * A toast's status icon and close icon named in the page's language: the
 * holders are mounted beside the language scope (app.tsx), so antd would read
 * its icons' English names ("close-circle", "close").
 */
const icons = (status: 'error' | 'success') => {
  // before a language is active (a toast of the very first request), the icons are hidden rather than named in English
  const named = (name: MessageDescriptor) => (i18n.locale ? { 'aria-label': i18n._(name) } : { 'aria-hidden': true });
  return {
    icon:
      status === 'error'
        ? createElement(CloseCircleFilled, { ...named(msg`Error`), style: { color: 'var(--ant-color-error, #ff4d4f)' } })
        : createElement(CheckCircleFilled, { ...named(msg`Success`), style: { color: 'var(--ant-color-success, #52c41a)' } }),
    closeIcon: createElement(CloseOutlined, named(msg`Close`)),
  };
};

/** An order or quote number (O-2026-000001): one word to a reader, but a line may break after its hyphens. */
const NUMBER = /\b[A-Z]{1,3}-\d{4}-\d+\b/g;

/**
 * The toast's text with its order and quote numbers kept on one line: a toast
 * is narrow, and "O-2026-" / "000001" read as two things (issue 30, item 8).
 */
export function keepNumbersWhole(message: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(NUMBER)) {
    parts.push(message.slice(from, match.index));
    parts.push(createElement('span', { key: match.index, className: 'toast-number', style: { whiteSpace: 'nowrap' } }, match[0]));
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return message;
  parts.push(message.slice(from));
  return parts;
}

/** A danger-style toast, shown for ERROR_TOAST_MS. */
export function showErrorToast(message: string, key?: string): void {
  withToasts(({ notification }) => notification.error({ message: keepNumbersWhole(message), key, duration: ERROR_TOAST_MS / 1000, placement: 'topRight', ...icons('error') }));
}

export function showSuccessToast(message: string): void {
  withToasts(({ notification }) => notification.success({ message: keepNumbersWhole(message), duration: 3, placement: 'topRight', ...icons('success') }));
}

let loadingCount = 0;

/** A loading message shown until the returned function is called. */
export function showLoading(content: string): () => void {
  const key = `loading-${++loadingCount}`;
  withToasts(({ message }) => void message.open({ key, type: 'loading', content, duration: 0, icon: createElement(LoadingOutlined, { 'aria-hidden': true }) }));
  return () => withToasts(({ message }) => message.destroy(key));
}
