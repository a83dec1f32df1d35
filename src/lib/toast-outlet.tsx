/** antd's notification and message holders, handed to src/lib/toast.ts while mounted. */
import { message, notification } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from './toast.ts';

export function ToastOutlet() {
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    setToastApi({ notification: notificationApi, message: messageApi });
    return () => setToastApi(null);
  }, [notificationApi, messageApi]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
