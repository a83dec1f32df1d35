/**
 * The new-quote form: product family (required), name, billing (only where
 * the reference client has a trading group) and end-customer reference.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input, Radio, Skeleton } from 'antd';
import { useSubmit } from '../../lib/use-submit.ts';
import { QUOTE_NAME_MAX_LENGTH } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { FamilyPicker } from './family-picker.tsx';

export const END_CUSTOMER_REFERENCE_MAX_LENGTH = 50;

export interface NewQuoteValues {
  family_id?: number;
  name?: string;
  billing?: Schemas['BillingMode'];
  end_customer_reference?: string;
}

/** Why a creation failed: a message for the form, and messages for fields. */
export interface SubmitFailure {
  message?: string | null;
  fields?: { name: keyof NewQuoteValues; message: string }[];
}

export interface NewQuoteFormProps {
  /** null while they load. */
  families: Schemas['Family'][] | null;
  familiesError: string | null;
  /** The trading group the quote may be billed through; null: no choice to make. */
  group: { name: string } | null;
  /** Creates the quote; resolves with what went wrong, or null. */
  onCreate(values: NewQuoteValues): Promise<SubmitFailure | null>;
  onCancel(): void;
}

export function NewQuoteForm({ families, familiesError, group, onCreate, onCancel }: NewQuoteFormProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<NewQuoteValues>();
  const { submitting: saving, error, submit } = useSubmit();
  const max = QUOTE_NAME_MAX_LENGTH;
  const referenceMax = END_CUSTOMER_REFERENCE_MAX_LENGTH;
  const groupName = group?.name ?? '';

  const create = (values: NewQuoteValues) =>
    submit(async () => {
      const failure = await onCreate({
        family_id: values.family_id,
        name: values.name?.trim() || undefined,
        billing: group ? values.billing : undefined,
        end_customer_reference: values.end_customer_reference?.trim() || undefined,
      });
      form.setFields((failure?.fields ?? []).map((field) => ({ name: field.name, errors: [field.message] })));
      return failure?.message ?? null;
    });

  return (
    <Form<NewQuoteValues>
      form={form}
      // a prefix for the field ids, unique on a page that also holds the rename dialog
      name="new-quote"
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={{ billing: 'group' }}
      onFinish={(values) => void create(values)}
      className="new-quote-form"
    >
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form.Item label={<Trans>Product family</Trans>} required>
        {familiesError && <Alert type="error" showIcon title={familiesError} />}
        {!families && !familiesError && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
        <Form.Item noStyle name="family_id" validateTrigger="onChange" rules={[{ required: true, message: t`Please fill in the product family.` }]}>
          <FamilyPicker families={families ?? []} aria-label={t`Product family`} />
        </Form.Item>
      </Form.Item>
      <Form.Item
        label={<Trans>Quote name</Trans>}
        name="name"
        extra={<Trans>Left empty, the name is made of the family and the date.</Trans>}
        rules={[{ max, message: t`The name can have at most ${max} characters.` }]}
      >
        <Input autoComplete="off" count={{ show: true, max }} />
      </Form.Item>
      {group && (
        <Form.Item label={<Trans>Billing</Trans>} name="billing">
          <Radio.Group className="billing-choice">
            <Radio value="group">
              <Trans>Through the trading group {groupName}</Trans>
            </Radio>
            <Radio value="direct">
              <Trans>Direct to the installer</Trans>
            </Radio>
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item
        label={<Trans>End customer reference</Trans>}
        name="end_customer_reference"
        rules={[{ max: referenceMax, message: t`The reference can have at most ${referenceMax} characters.` }]}
      >
        <Input autoComplete="off" count={{ show: true, max: referenceMax }} />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="create-quote">
          <Trans>Create the quote</Trans>
        </Button>
      </div>
    </Form>
  );
}
