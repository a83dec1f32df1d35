/**
 * "New quote": the form, then, for a trading group, the choice of its member
 * installer. Data and actions come as props (see use-new-quote.ts).
 */
import { Trans } from '@lingui/react/macro';
import { Modal } from 'antd';
import { InstallerForm, type InstallerFormProps } from './installer-form.tsx';
import { NewQuoteForm, type NewQuoteFormProps } from './new-quote-form.tsx';

export interface NewQuoteDialogProps extends Omit<NewQuoteFormProps, 'onCancel'> {
  open: boolean;
  /** Set once a trading group's quote is created: the installers to choose from. */
  installerStep: Omit<InstallerFormProps, 'onChoose'> | null;
  onChooseInstaller: InstallerFormProps['onChoose'];
  onClose(): void;
}

export function NewQuoteDialog({ open, installerStep, onChooseInstaller, onClose, ...form }: NewQuoteDialogProps) {
  return (
    <Modal
      open={open}
      title={installerStep ? <Trans>Choose the installer</Trans> : <Trans>New quote</Trans>}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {installerStep ? (
        <InstallerForm {...installerStep} onChoose={onChooseInstaller} />
      ) : (
        <NewQuoteForm {...form} onCancel={onClose} />
      )}
    </Modal>
  );
}
