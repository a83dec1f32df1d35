/** Hands antd App's notification instance to src/lib/toast.ts while mounted (inside antd's <App>). */
import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { setToastInstance } from './toast.ts';

export function ToastBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setToastInstance(notification);
    return () => setToastInstance(null);
  }, [notification]);
  return null;
}
