/**
 * The rename-quote dialog (spec §2, §5), used by the quote list and the
 * builder's header: the name is required, not blank, at most
 * QUOTE_NAME_MAX_LENGTH characters, checked on blur in the user's language.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { QUOTE_NAME_MAX_LENGTH } from '../../engine/index.ts';
import { useSubmit } from '../lib/use-submit.ts';

export interface QuoteNameDialogProps {
  open: boolean;
  /** The name the field starts with each time the dialog opens. */
  initialName: string;
  /**
   * Saves the trimmed name. Resolves when saved (the dialog then calls
   * `onClose`); rejects with an Error whose message (the server's, in the
   * user's language) the dialog shows, staying open.
   */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

interface Values {
  name: string;
}

export function QuoteNameDialog({ open, initialName, onSubmit, onClose }: QuoteNameDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const { submitting: saving, error, setError, submit } = useSubmit();
  const input = useRef<InputRef>(null);
  const max = QUOTE_NAME_MAX_LENGTH;

  useEffect(() => {
    if (!open) return;
    form.resetFields(); // clears the errors of the last time
    form.setFieldsValue({ name: initialName });
    setError(null);
  }, [open, initialName, form, setError]);

  const save = ({ name }: Values) =>
    submit(async () => {
      try {
        await onSubmit(name.trim());
      } catch (failure) {
        return failure instanceof Error && failure.message ? failure.message : t`The quote could not be renamed.`;
      }
      onClose();
      return null;
    });

  return (
    <Modal
      open={open}
      title={<Trans>Rename the quote</Trans>}
      okText={t`Save`}
      cancelText={t`Cancel`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      afterOpenChange={(visible) => visible && input.current?.focus({ cursor: 'all' })}
      // rendered while closed too, so that the form is connected when it opens
      forceRender
    >
      <Form<Values>
        form={form}
        // a prefix for the field ids, unique on a page that also holds the new-quote form
        name="quote-rename"
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={(values) => void save(values)}
      >
        {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
        <Form.Item
          label={<Trans>Quote name</Trans>}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t`Please enter a name for the quote.` },
            { max, message: t`The name can have at most ${max} characters.` },
          ]}
        >
          <Input ref={input} autoComplete="off" count={{ show: true, max }} disabled={saving} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
