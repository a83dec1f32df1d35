/** The dialog asking whether to leave a quote with unsaved changes (use-unsaved-guard.tsx). */
import { useLingui } from '@lingui/react/macro';
import { Modal } from 'antd';
import type { Pending } from './builder-dialogs.tsx';

export function LeaveDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const { t } = useLingui();
  const close = (choice: 'leave' | 'stay') => {
    onClose();
    if (choice === 'leave') pending?.leave();
    else pending?.stay?.();
  };
  return (
    <Modal
      open={pending !== null}
      title={t`Leave without saving?`}
      okText={t`Leave without saving`}
      cancelText={t`Stay on the quote`}
      okButtonProps={{ danger: true }}
      onOk={() => close('leave')}
      onCancel={() => close('stay')}
      width={440}
    >
      <p>{t`Your changes to this quote are not saved. If you leave now, they will be lost.`}</p>
    </Modal>
  );
}
