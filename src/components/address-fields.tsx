/**
 * The fields of a postal address (street on two lines, zipcode, city,
 * country), as antd Form items named `<group>.address_1` … `<group>.country_code`,
 * checked on blur with the contract's limits. They are columns of the
 * caller's `<Row>`, so that a form can put its own fields beside them (the
 * end customer's name and e-mail before, its phone after); the end customer
 * (quote customisation, pool project) and the project's site address use them.
 */
import { useLingui } from '@lingui/react/macro';
import { Col, Form, Input, Select } from 'antd';
import type { Locale } from '../../engine/index.ts';
import { useCountries } from '../lib/use-countries.ts';

export interface AddressFieldsProps {
  /** The form group the address lives in: `end_customer`, `site_address`. */
  group: string;
  locale: Locale;
}

export function AddressFields({ group, locale }: AddressFieldsProps) {
  const { t } = useLingui();
  const countries = useCountries(locale);
  const max = (limit: number) => ({ max: limit, message: t`At most ${limit} characters.` });
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name={[group, 'address_1']} label={t`Address`} rules={[max(120)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[group, 'address_2']} label={t`Address (continued)`} rules={[max(120)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name={[group, 'zipcode']} label={t`Zipcode`} rules={[max(20)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        <Form.Item name={[group, 'city']} label={t`City`} rules={[max(80)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[group, 'country_code']} label={t`Country`}>
          <Select showSearch allowClear optionFilterProp="label" options={countries} />
        </Form.Item>
      </Col>
    </>
  );
}
