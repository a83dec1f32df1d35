/**
 * After creating a quote for a trading group: which member installer it is
 * for (the choices of `getQuoteClient`), or leave it to the builder's
 * reference step.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Select, Typography } from 'antd';
import type { Schemas } from '../../api/types.ts';
import { useSubmit } from '../../lib/use-submit.ts';

export interface InstallerFormProps {
  quoteName: string;
  installers: Schemas['CompanySummary'][];
  /** Saves the installer (null: choose later); resolves with an error message, or null. */
  onChoose(installerId: number | null): Promise<string | null>;
}

export function InstallerForm({ quoteName, installers, onChoose }: InstallerFormProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ installer_id?: number }>();
  const { busyWith: saving, error, submit } = useSubmit<string, 'choose' | 'later'>();

  const choose = (installerId: number | null) => submit(() => onChoose(installerId), installerId === null ? 'later' : 'choose');

  return (
    <Form form={form} name="quote-installer" layout="vertical" validateTrigger="onBlur" onFinish={(values) => void choose(values.installer_id ?? null)}>
      <Typography.Paragraph>
        <Trans>The quote {quoteName} is created. Which installer of the trading group is it for?</Trans>
      </Typography.Paragraph>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form.Item label={<Trans>Installer</Trans>} name="installer_id" rules={[{ required: true, message: t`Please choose the installer.` }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t`Choose the installer`}
          options={installers.map((installer) => ({ value: installer.id, label: installer.name }))}
        />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={() => void choose(null)} loading={saving === 'later'} disabled={saving === 'choose'}>
          <Trans>Choose later</Trans>
        </Button>
        <Button type="primary" htmlType="submit" loading={saving === 'choose'} disabled={saving === 'later'}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </Form>
  );
}
