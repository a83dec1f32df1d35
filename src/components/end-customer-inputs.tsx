/**
 * The end customer's fields (the pool owner an offer is made to: spec §3
 * "Customisation"), as antd Form items named `end_customer.*`, checked on blur
 * with the contract's limits: the quote's customisation and the pool project
 * both ask them. The address is the one every form shares (address-fields).
 */
import { useLingui } from '@lingui/react/macro';
import { Col, Form, Input, Row } from 'antd';
import type { Locale } from '../../engine/index.ts';
import { AddressFields } from './address-fields.tsx';

export function EndCustomerInputs({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const max = (limit: number) => ({ max: limit, message: t`At most ${limit} characters.` });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'name']} label={t`Name`} rules={[max(120)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'email']} label={t`E-mail`} rules={[{ type: 'email', message: t`Enter a valid e-mail address.` }, max(254)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <AddressFields group="end_customer" locale={locale} />
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'phone']} label={t`Phone`} rules={[{ pattern: /^[0-9+(). /-]*$/, message: t`Digits, spaces and + ( ) . / - only.` }, max(30)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
