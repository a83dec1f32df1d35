/**
 * The reference step (step 0): the quote name, billing through the trading
 * group or direct, the installer (a trading group's member), and the end
 * customer's reference; "Save and next" saves them (with the quote's version)
 * and goes on.
 */
import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Form, Input, Radio, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QUOTE_NAME_MAX_LENGTH } from '../../../engine/index.ts';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import { errorMessageOf } from '../../api/types.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Quote } from './builder-data.ts';
import { Heading } from '../../components/text.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';

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
  const { submitting, error, submit } = useSubmit();
  // the billing choices; a call without answer leaves the skeleton (the middleware has said why)
  const choices = useQuery($api.queryOptions('get', '/quote/{id}/client', { params: { path: { id: quote.id } } }));
  const client = choices.data?.data ?? null;
  const loadError = choices.isError && !(choices.error instanceof Error) ? (errorMessageOf(choices.error) ?? t`The billing choices could not be loaded.`) : null;
  const queryClient = useQueryClient();
  const { mutateAsync: saveQuote } = $api.useMutation('put', '/quote/{id}', { onSuccess: () => void changed(queryClient, 'quote') });

  const save = (values: ReferenceValues) =>
    submit(async () => {
      const answer = await settle(
        saveQuote({
          params: { path: { id: quote.id } },
          body: {
            name: values.name.trim(),
            billing: values.billing,
            ...(values.installer_id !== undefined ? { installer_id: values.installer_id } : {}),
            end_customer_reference: values.end_customer_reference?.trim() || null,
            version: version(),
          },
        }),
      );
      if (!answer.ok) return errorMessageOf(answer.error);
      onSaved(answer.data.data);
      onNext();
      return null;
    });

  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  if (!client) return <LoadingBlock />;
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
      <Heading level={2}>
        <Trans>Reference</Trans>
      </Heading>
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
          <strong>{client.installer.name}</strong>
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
