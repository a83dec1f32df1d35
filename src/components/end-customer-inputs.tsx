/**
 * The end customer's fields (the pool owner an offer is made to: spec §3
 * "Customisation"), as antd Form items named `end_customer.*`, checked on blur
 * with the contract's limits: the quote's customisation and the pool project
 * both ask them.
 */
import { useLingui } from '@lingui/react/macro';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Locale } from '../../engine/index.ts';
import { useCountries } from '../lib/use-countries.ts';

export function EndCustomerInputs({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const countries = useCountries(locale);
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
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'address_1']} label={t`Address`} rules={[max(120)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'address_2']} label={t`Address (continued)`} rules={[max(120)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name={['end_customer', 'zipcode']} label={t`Zipcode`} rules={[max(20)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        <Form.Item name={['end_customer', 'city']} label={t`City`} rules={[max(80)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'country_code']} label={t`Country`}>
          <Select showSearch allowClear optionFilterProp="label" options={countries} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['end_customer', 'phone']} label={t`Phone`} rules={[{ pattern: /^[0-9+(). /-]*$/, message: t`Digits, spaces and + ( ) . / - only.` }, max(30)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
