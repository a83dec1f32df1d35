/**
 * antd's notification and message holders, handed to src/lib/toast.ts while
 * mounted. They sit beside the routes' language scope (app.tsx), so they are
 * given antd's texts of the active language here: without them a toast's
 * close button was named "Close" in English on every page (issue 30, item 6).
 */
import { useLingui } from '@lingui/react';
import { ConfigProvider, message, notification } from 'antd';
import { useEffect } from 'react';
import { isLocale } from '../../engine/index.ts';
import { antdLocale } from '../i18n/antd-locales.ts';
import { setToastApi } from './toast.ts';

export function ToastOutlet() {
  const { i18n } = useLingui(); // renders again when another language is activated
  return (
    <ConfigProvider locale={isLocale(i18n.locale) ? antdLocale(i18n.locale) : undefined}>
      <Holders />
    </ConfigProvider>
  );
}

function Holders() {
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
