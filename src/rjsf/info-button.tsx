/** The "i" next to a question's label, opening its information dialog. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { InfoDialog } from './info-dialog.tsx';

export function InfoButton({ label, text, image }: { label: string; text: string | null; image: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        size="small"
        shape="circle"
        icon={<InfoCircleOutlined aria-hidden />}
        aria-label={t`Information about ${label}`}
        onClick={() => setOpen(true)}
      />
      <InfoDialog open={open} title={label} text={text} image={image} onClose={() => setOpen(false)} />
    </>
  );
}
