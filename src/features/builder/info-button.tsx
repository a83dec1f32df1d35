/**
 * The "i" next to a question's label, opening its information dialog. The
 * dialog (and antd's image viewer in it) loads the first time it opens.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { loadedWhenShown } from '../../lib/loaded-when-shown.tsx';

const InfoDialog = loadedWhenShown(async () => (await import('./info-dialog.tsx')).InfoDialog, null);

export function InfoButton({ label, text, image }: { label: string; text: string | null; image: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so that it closes with antd's animation
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="text"
        size="small"
        shape="circle"
        icon={<InfoCircleOutlined aria-hidden />}
        aria-label={t`Information about ${label}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && <InfoDialog open={open} title={label} text={text} image={image} onClose={() => setOpen(false)} />}
    </>
  );
}
