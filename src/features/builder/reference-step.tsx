/**
 * The reference step (step 0): the quote name, billing through the trading
 * group or direct, the installer (a trading group's member), and the end
 * customer's reference; "Save and next" saves them (with the quote's version)
 * and goes on.
 */
import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Form, Input, Radio, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { QUOTE_NAME_MAX_LENGTH } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { useApiSubmit } from '../../lib/use-api-submit.ts';
import type { Quote } from './builder-data.ts';

type QuoteClient = Schemas['QuoteClient'];

interface ReferenceValues {
  name: string;
  billing: 'group' | 'direct';
  installer_id?: number;
  end_customer_reference?: string;
}

export interface ReferenceStepProps {
  quote: Quote;
  /** The version to send with the save. */
  version: () => number;
  readOnly: boolean;
  onSaved: (quote: Quote) => void;
  onNext: () => void;
}

export function ReferenceStep({ quote, version, readOnly, onSaved, onNext }: ReferenceStepProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<ReferenceValues>();
  const [client, setClient] = useState<QuoteClient | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { submitting, error, submit } = useApiSubmit();

  useEffect(() => {
    void api.GET('/quote/{id}/client', { params: { path: { id: quote.id } } }).then(({ data, error: failure }) => {
      if (data) setClient(data.data);
      else setLoadError(errorMessageOf(failure) ?? t`The billing choices could not be loaded.`);
    });
  }, [quote.id, t]);

  const save = (values: ReferenceValues) =>
    submit(async () => {
      const { data, error: failure } = await api.PUT('/quote/{id}', {
        params: { path: { id: quote.id } },
        body: {
          name: values.name.trim(),
          billing: values.billing,
          ...(values.installer_id !== undefined ? { installer_id: values.installer_id } : {}),
          end_customer_reference: values.end_customer_reference?.trim() || null,
          version: version(),
        },
      });
      if (!data) return errorMessageOf(failure);
      onSaved(data.data);
      onNext();
      return null;
    });

  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  if (!client) return <Skeleton active />;
  const hasGroup = client.billing_clients.some((company) => company.kind === 'group');
  const choosesInstaller = client.installers.length > 1 || client.installer === null;

  return (
    <Form<ReferenceValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      validateTrigger="onBlur"
      initialValues={{
        name: quote.name,
        billing: quote.billing,
        installer_id: quote.installer?.id,
        end_customer_reference: quote.end_customer_reference ?? '',
      }}
      onFinish={(values) => (readOnly ? onNext() : void save(values))}
      requiredMark
    >
      <Typography.Title level={2}>
        <Trans>Reference</Trans>
      </Typography.Title>
      {error && <Alert className="form-alert" type="error" showIcon role="alert" title={error} />}
      <Form.Item
        name="name"
        label={t`Quote name`}
        rules={[
          { required: true, whitespace: true, message: t`Required field` },
          { max: QUOTE_NAME_MAX_LENGTH, message: t`At most ${QUOTE_NAME_MAX_LENGTH} characters` },
        ]}
      >
        <Input maxLength={QUOTE_NAME_MAX_LENGTH + 5} showCount={{ formatter: ({ count }) => `${count} / ${QUOTE_NAME_MAX_LENGTH}` }} />
      </Form.Item>
      {hasGroup && (
        <Form.Item name="billing" label={t`Billing`}>
          <Radio.Group
            options={[
              { value: 'group', label: t`Through the trading group (the group confirms the order)` },
              { value: 'direct', label: t`Direct to the installer` },
            ]}
          />
        </Form.Item>
      )}
      {choosesInstaller && (
        <Form.Item name="installer_id" label={t`Installer`} rules={[{ required: true, message: t`Required field` }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t`Choose the installer`}
            options={client.installers.map((installer) => ({ value: installer.id, label: installer.name }))}
          />
        </Form.Item>
      )}
      {!choosesInstaller && client.installer && (
        <Form.Item label={t`Installer`}>
          <Typography.Text strong>{client.installer.name}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item name="end_customer_reference" label={t`End customer reference`} rules={[{ max: 50, message: t`At most 50 characters` }]}>
        <Input maxLength={55} placeholder={t`e.g. the pool owner's name or file number`} />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={submitting} icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end" disabled={false}>
          {readOnly ? <Trans>Next</Trans> : <Trans>Save and next</Trans>}
        </Button>
      </Flex>
    </Form>
  );
}
