/**
 * The validation form of step 11: attached documents (PDF, JPEG or PNG, the
 * size limit in MB and the formats shown, at most five), a new order
 * reference and the acceptance of the sale terms; then validateQuote, each
 * refusal shown in the user's language (the server's message and details).
 */
import { CheckCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../api/types.ts';
import { useAppSettings } from '../../app/app-settings.tsx';
import { validateQuote, type QuoteOrder } from './validation-requests.ts';
import { connectionLostText } from '../../api/errors.ts';

export const MAX_DOCUMENTS = 5;
const ORDER_REFERENCE_MAX_LENGTH = 50;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const ALLOWED = /\.(pdf|jpe?g|png)$/i;

interface Values {
  order_reference?: string;
  accept_terms?: boolean;
}

export interface ValidationFormProps {
  quoteId: number;
  /** Blocking inconsistencies or an unpriced quote: the form is shown, validation refused. */
  disabled: boolean;
  onValidated: (result: QuoteOrder) => void;
}

export function ValidationForm({ quoteId, disabled, onValidated }: ValidationFormProps) {
  const { t } = useLingui();
  const { uploadMaxMb } = useAppSettings();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  // the one mutation pattern (src/lib/use-submit.ts): TanStack Query's state, here with the refusal's details
  const validation = useMutation({
    mutationFn: (values: Values) => {
      const documents = files.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => file !== undefined);
      return validateQuote(quoteId, { acceptTerms: values.accept_terms === true, orderReference: values.order_reference ?? '', documents });
    },
    onSuccess: (result) => result.ok && onValidated(result.data),
    networkMode: 'always',
    retry: false,
  });
  const submitting = validation.isPending;
  const failure: ApiError['error'] | null = validation.isError
    ? { code: 'connection_loss', message: connectionLostText() }
    : validation.data && !validation.data.ok
      ? (validation.data.error ?? { code: 'internal_error', message: t`The order could not be finalised, please validate again.` })
      : null;

  /** Checks a chosen file before it joins the list (the server checks the content again). */
  const accept = (file: File, chosen: File[]): boolean => {
    const name = file.name;
    const problem =
      files.length + chosen.indexOf(file) >= MAX_DOCUMENTS
        ? t`${name}: you can attach at most ${MAX_DOCUMENTS} documents.`
        : !ALLOWED.test(name) && !['application/pdf', 'image/jpeg', 'image/png'].includes(file.type)
          ? t`${name}: only PDF, JPEG or PNG documents are accepted.`
          : file.size > uploadMaxMb * 1024 * 1024
            ? t`${name}: the file is larger than ${uploadMaxMb} MB.`
            : null;
    if (problem) setFileErrors((errors) => [...errors, problem]);
    return problem === null;
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => validation.mutate(values)} disabled={submitting} requiredMark="optional">
      <Form.Item label={t`Attached documents`} extra={<Trans>PDF, JPEG or PNG · at most {uploadMaxMb} MB per file · up to {MAX_DOCUMENTS} files</Trans>}>
        <Upload.Dragger
          multiple
          accept={ACCEPT}
          fileList={files}
          beforeUpload={(file, chosen) => {
            if (accept(file, chosen)) setFiles((current) => [...current, { uid: file.uid, name: file.name, size: file.size, type: file.type, status: 'done', originFileObj: file }]);
            return Upload.LIST_IGNORE;
          }}
          onRemove={(removed) => {
            setFiles((current) => current.filter((file) => file.uid !== removed.uid));
            setFileErrors([]);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            <Trans>Click or drop files here to attach them</Trans>
          </p>
          <p className="ant-upload-hint">
            <Trans>Allowed formats: PDF, JPEG, PNG. Maximum size: {uploadMaxMb} MB per file.</Trans>
          </p>
        </Upload.Dragger>
      </Form.Item>
      {fileErrors.length > 0 && (
        <Alert
          className="form-alert"
          type="warning"
          showIcon
          closable={{ onClose: () => setFileErrors([]) }}
          title={<Trans>Some files were not attached</Trans>}
          description={<ul className="validation-errors">{fileErrors.map((error) => <li key={error}>{error}</li>)}</ul>}
        />
      )}
      <Form.Item
        name="order_reference"
        label={t`New order reference`}
        extra={t`Your own reference for this order (for example your purchase order number); the quote's customer reference otherwise.`}
      >
        <Input maxLength={ORDER_REFERENCE_MAX_LENGTH} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="accept_terms"
        valuePropName="checked"
        rules={[{ validator: (_rule, value) => (value === true ? Promise.resolve() : Promise.reject(new Error(t`You must accept the terms and conditions.`))) }]}
      >
        <Checkbox>
          <Trans>I have read and accept the terms and conditions of sale</Trans>
        </Checkbox>
      </Form.Item>
      {failure && (
        <Alert
          className="form-alert"
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          description={failure.details && failure.details.length > 0 ? <ul className="validation-errors">{failure.details.map((detail) => <li key={`${detail.path}-${detail.code}`}>{detail.message}</li>)}</ul> : undefined}
        />
      )}
      <Button type="primary" htmlType="submit" size="large" icon={<CheckCircleOutlined aria-hidden />} loading={submitting} disabled={disabled}>
        <Trans>Validate the order</Trans>
      </Button>
    </Form>
  );
}
