/** "Request access" from the login page: a professional asks for an account. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { Result } from './status-result.tsx';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DIALOG_CLOSE_MS } from '../../engine/index.ts';
import { $api, settle } from '../api/queries.ts';
import { errorMessageOf } from '../api/types.ts';
import { useSubmit } from '../lib/use-submit.ts';

interface Values {
  company: string;
  contact_name: string;
  email: string;
  phone?: string;
  country_code: string;
  message?: string;
}

export function RequestAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState(false);
  const { submitting, error, setError, submit: run } = useSubmit();
  // the server's names, in the page's language (a change of language reloads them: see ApiCacheScope)
  const countryQuery = $api.queryOptions('get', '/country');
  const { data: found } = useQuery({ ...countryQuery, staleTime: Infinity, queryFn: open ? countryQuery.queryFn : skipToken });
  const countries = found?.data.map((c) => ({ value: c.code, label: c.name })) ?? [];
  const { mutateAsync: sendRequest } = $api.useMutation('post', '/access-requests');

  const close = () => {
    onClose();
    // clear once the closing animation is over, so the content does not jump
    setTimeout(() => {
      form.resetFields();
      setSent(false);
      setError(null);
    }, DIALOG_CLOSE_MS);
  };

  const submit = (values: Values) =>
    run(async () => {
      const { ok, error: apiError } = await settle(sendRequest({ body: values }));
      if (!ok) return errorMessageOf(apiError) ?? t`The request could not be sent.`;
      setSent(true);
      return null;
    });

  return (
    <Modal
      open={open}
      title={<Trans>Request access</Trans>}
      onCancel={close}
      onOk={sent ? close : () => form.submit()}
      okText={sent ? t`Close` : t`Send the request`}
      cancelButtonProps={{ style: sent ? { display: 'none' } : undefined }}
      confirmLoading={submitting}
      destroyOnHidden
    >
      {sent ? (
        <Result
          status="success"
          title={<Trans>Request sent</Trans>}
          subTitle={<Trans>Our sales team will contact you to open your account.</Trans>}
        />
      ) : (
        <Form<Values> form={form} layout="vertical" validateTrigger="onBlur" onFinish={(values) => void submit(values)}>
          {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
          <Form.Item label={<Trans>Company</Trans>} name="company" rules={[{ required: true, whitespace: true, message: t`Required field` }]}>
            <Input maxLength={120} autoComplete="organization" />
          </Form.Item>
          <Form.Item label={<Trans>Contact name</Trans>} name="contact_name" rules={[{ required: true, whitespace: true, message: t`Required field` }]}>
            <Input maxLength={120} autoComplete="name" />
          </Form.Item>
          <Form.Item
            label={<Trans>E-mail</Trans>}
            name="email"
            rules={[
              { required: true, message: t`Required field` },
              { type: 'email', message: t`This e-mail address is not valid.` },
            ]}
          >
            <Input type="email" maxLength={254} autoComplete="email" />
          </Form.Item>
          <Form.Item label={<Trans>Phone</Trans>} name="phone">
            <Input maxLength={30} autoComplete="tel" />
          </Form.Item>
          <Form.Item label={<Trans>Country</Trans>} name="country_code" rules={[{ required: true, message: t`Required field` }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
          </Form.Item>
          <Form.Item label={<Trans>Message</Trans>} name="message">
            <Input.TextArea maxLength={2000} rows={3} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
