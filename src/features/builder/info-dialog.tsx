/** The information dialog of a question (spec §2: "an information dialog with images"). */
import { Trans } from '@lingui/react/macro';
import { Button, Image, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface InfoDialogProps {
  open: boolean;
  title: ReactNode;
  text: string | null;
  image: string | null;
  onClose: () => void;
}

export function InfoDialog({ open, title, text, image, onClose }: InfoDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {text && <Typography.Paragraph>{text}</Typography.Paragraph>}
      {image && <Image src={image} alt={typeof title === 'string' ? title : ''} style={{ maxWidth: '100%' }} />}
    </Modal>
  );
}
