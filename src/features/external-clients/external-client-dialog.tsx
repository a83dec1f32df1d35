/**
 * Create or update an external client: company, four address lines, country
 * from the supported list, zipcode, city, phone, fax. Checked on blur; the
 * server's refusals (e.g. a country not in the list) under their field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { Schemas } from '../../api/types.ts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import type { CountryOption } from '../../lib/use-countries.ts';
import { useSubmit } from '../../lib/use-submit.ts';

export type ExternalClientValues = Schemas['ExternalClientCreate'];
const FIELDS = ['company', 'address_1', 'address_2', 'address_3', 'address_4', 'country_code', 'zipcode', 'city', 'phone', 'fax'] as const;
const PHONE = /^[0-9+(). /-]*$/;

export interface ExternalClientDialogProps {
  open: boolean;
  /** The client being updated; null: a new one. */
  client: Schemas['ExternalClient'] | null;
  countries: CountryOption[];
  defaultCountry: string;
  /** Saves; resolves with the API's error body, or null when saved. */
  onSubmit(values: ExternalClientValues): Promise<unknown>;
  onClose(): void;
}

/** Empty optional fields are sent as null, texts trimmed. */
export function externalClientBody(values: ExternalClientValues): ExternalClientValues {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    company: values.company.trim(),
    address_1: values.address_1.trim(),
    address_2: text(values.address_2),
    address_3: text(values.address_3),
    address_4: text(values.address_4),
    country_code: values.country_code,
    zipcode: values.zipcode.trim(),
    city: values.city.trim(),
    phone: text(values.phone),
    fax: text(values.fax),
  };
}

export function ExternalClientDialog({ open, client, countries, defaultCountry, onSubmit, onClose }: ExternalClientDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<ExternalClientValues>();
  const { submitting: saving, error: formError, setError: setFormError, submit: send } = useSubmit();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue((client ?? { country_code: defaultCountry }) as Partial<ExternalClientValues>);
    setFormError(null);
  }, [open, client, form, defaultCountry, setFormError]);

  const submit = (values: ExternalClientValues) =>
    send(async () => {
      const error = await onSubmit(externalClientBody(values));
      if (!error) {
        onClose();
        return null;
      }
      const { fieldErrors, formError: message } = fieldErrorsOf(error, FIELDS, { unknown_country: 'country_code' });
      form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      return message;
    });

  const required = { required: true, whitespace: true, message: t`Required field` };
  const phone = { pattern: PHONE, message: t`Digits, spaces and + ( ) . / - only.` };
  return (
    <Modal
      open={open}
      title={client ? <Trans>Update the external client</Trans> : <Trans>New external client</Trans>}
      okText={t`Save`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={620}
    >
      <Form<ExternalClientValues> form={form} layout="vertical" validateTrigger="onBlur" onFinish={(values) => void submit(values)}>
        {formError && <Alert className="form-alert" type="error" showIcon title={formError} role="alert" />}
        <Form.Item label={<Trans>Company</Trans>} name="company" rules={[required]}>
          <Input maxLength={120} autoComplete="organization" />
        </Form.Item>
        <Form.Item label={<Trans>Address line 1</Trans>} name="address_1" rules={[required]}>
          <Input maxLength={120} autoComplete="address-line1" />
        </Form.Item>
        <Form.Item label={<Trans>Address line 2</Trans>} name="address_2">
          <Input maxLength={120} autoComplete="address-line2" />
        </Form.Item>
        <Form.Item label={<Trans>Address line 3</Trans>} name="address_3">
          <Input maxLength={120} autoComplete="address-line3" />
        </Form.Item>
        <Form.Item label={<Trans>Address line 4</Trans>} name="address_4">
          <Input maxLength={120} />
        </Form.Item>
        <div className="form-row">
          <Form.Item label={<Trans>Zipcode</Trans>} name="zipcode" rules={[required]}>
            <Input maxLength={20} autoComplete="postal-code" />
          </Form.Item>
          <Form.Item label={<Trans>City</Trans>} name="city" rules={[required]}>
            <Input maxLength={80} autoComplete="address-level2" />
          </Form.Item>
        </div>
        <Form.Item label={<Trans>Country</Trans>} name="country_code" rules={[{ required: true, message: t`Required field` }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
        </Form.Item>
        <div className="form-row">
          <Form.Item label={<Trans>Phone</Trans>} name="phone" rules={[phone]}>
            <Input maxLength={30} autoComplete="tel" />
          </Form.Item>
          <Form.Item label={<Trans>Fax</Trans>} name="fax" rules={[phone]}>
            <Input maxLength={30} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
