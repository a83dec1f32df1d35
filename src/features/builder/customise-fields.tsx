/**
 * The fields of step 10 (spec §3 "Customisation"), in antd Form items: the
 * end customer, the texts of the offer, its validity, the trade discount and
 * the extra lines. Checked on blur with the contract's limits.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select, Space, Typography } from 'antd';
import { NumberInput } from '../../components/number-input.tsx';
import type { Locale } from '../../../engine/index.ts';
import { EndCustomerInputs } from '../../components/end-customer-inputs.tsx';

export const EXTRA_LINES_MAX = 20;

const Section = ({ title, children }: { title: React.ReactNode; children: React.ReactNode }) => (
  <section className="customise-section">
    <Typography.Title level={3}>{title}</Typography.Title>
    {children}
  </section>
);

export function EndCustomerFields({ locale }: { locale: Locale }) {
  return (
    <Section title={<Trans>End customer</Trans>}>
      <EndCustomerInputs locale={locale} />
    </Section>
  );
}

export function OfferTextFields() {
  const { t } = useLingui();
  const max = (limit: number) => ({ max: limit, message: t`At most ${limit} characters.` });
  return (
    <Section title={<Trans>Texts of the quote</Trans>}>
      <Form.Item name="introduction" label={t`Introduction sentence`} rules={[max(2000)]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="body" label={t`Quote body`} rules={[max(10000)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="created_by" label={t`Created by`} rules={[max(120)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t`Validity period`} required>
            <Space.Compact block>
              <Form.Item name="validity_value" noStyle rules={[{ required: true, message: t`Required field` }]}>
                <NumberInput min={1} max={365} precision={0} aria-label={t`Validity period`} style={{ width: '50%' }} />
              </Form.Item>
              <Form.Item name="validity_unit" noStyle>
                <Select aria-label={t`Unit of the validity period`} style={{ width: '50%' }} options={[{ value: 'days', label: t`days` }, { value: 'months', label: t`months` }]} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="payment_conditions" label={t`Payment conditions`} rules={[max(2000)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="parameters_and_conditions" label={t`Parameters and conditions`} rules={[max(10000)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
      </Form.Item>
    </Section>
  );
}

/** readOnly: the extra lines are shown but none can be added or removed (the form's disabled state does not reach a button given its own `disabled`). */
export function PricingFields({ currency, decimalSeparator, readOnly }: { currency: string; decimalSeparator: string; readOnly: boolean }) {
  const { t } = useLingui();
  return (
    <Section title={<Trans>Prices for your customer</Trans>}>
      <Form.Item name="trade_discount_percent" label={t`Trade discount (%)`}>
        <NumberInput min={0} max={100} step={0.5} precision={2} decimalSeparator={decimalSeparator} suffix="%" />
      </Form.Item>
      <Form.Item name="discount_on_shipping" valuePropName="checked" className="customise-check">
        <Checkbox>
          <Trans>Discount applied on shipping</Trans>
        </Checkbox>
      </Form.Item>
      <Form.Item name="simplified" valuePropName="checked" className="customise-check">
        <Checkbox>
          <Trans>Simplified quote (one line per product)</Trans>
        </Checkbox>
      </Form.Item>
      <Typography.Title level={4}>
        <Trans>Extra lines</Trans>
      </Typography.Title>
      <Form.List name="extra_lines">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" className="extra-line">
                <Form.Item name={[field.name, 'designation']} className="extra-line-designation" rules={[{ required: true, whitespace: true, message: t`Required field` }, { max: 200, message: t`At most 200 characters.` }]}>
                  <Input placeholder={t`Designation`} aria-label={t`Designation of extra line ${index + 1}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'total']} rules={[{ required: true, message: t`Required field` }]}>
                  <NumberInput min={-1_000_000} max={1_000_000} precision={2} decimalSeparator={decimalSeparator} suffix={currency} placeholder={t`Total ex VAT`} aria-label={t`Total ex VAT of extra line ${index + 1}`} style={{ width: 170 }} />
                </Form.Item>
                {!readOnly && <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t`Remove extra line ${index + 1}`} onClick={() => remove(field.name)} />}
              </Flex>
            ))}
            {!readOnly && (
              <>
                <Typography.Text type="secondary">
                  <Trans>Services or gestures of your own, ex VAT; a negative amount is a reduction.</Trans>
                </Typography.Text>
                <div>
                  <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ designation: '', total: null })} disabled={fields.length >= EXTRA_LINES_MAX}>
                    <Trans>Add a line</Trans>
                  </Button>
                </div>
              </>
            )}
          </Flex>
        )}
      </Form.List>
    </Section>
  );
}
