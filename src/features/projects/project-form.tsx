/**
 * The project form (a new project, or a project's details and pool changed):
 * its name, the end customer (which the project's quotes take, see
 * server/projects/end-customer-copies.ts), the site's address and the pool. Checked on
 * blur with the contract's bounds; the server's refusals come back under
 * their fields (`body.pool.length_m` under the pool's length), the rest above
 * the form. Data and actions come as props, so that stories show each state.
 */
import { SaveOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { EndCustomerInputs } from '../../components/end-customer-inputs.tsx';
import { PoolFields } from './pool-fields.tsx';
import type { ProjectFormValues } from './project-values.ts';
import { useSubmit } from '../../lib/use-submit.ts';

export const PROJECT_NAME_MAX = 80;
export const PROJECT_NOTES_MAX = 4000;

/** Why a save failed: a message for the form, and messages for fields (antd name paths). */
export interface ProjectSubmitFailure {
  message?: string | null;
  fields?: { name: (string | number)[]; errors: string[] }[];
}

export interface ProjectFormProps {
  initialValues: ProjectFormValues;
  locale: Locale;
  /** The submit button's text ("Create the project", "Save"). */
  submitLabel: ReactNode;
  /** Saves; resolves with what went wrong, or null once saved. */
  onSubmit(values: ProjectFormValues): Promise<ProjectSubmitFailure | null>;
  onCancel(): void;
}

const Section = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <section className="project-form-section">
    <Typography.Title level={3}>{title}</Typography.Title>
    {children}
  </section>
);

export function ProjectForm({ initialValues, locale, submitLabel, onSubmit, onCancel }: ProjectFormProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<ProjectFormValues>();
  const { submitting: saving, error, setError, submit } = useSubmit();
  const nameMax = PROJECT_NAME_MAX;
  const notesMax = PROJECT_NOTES_MAX;

  const save = () =>
    submit(async () => {
      const failure = await onSubmit(form.getFieldsValue(true) as ProjectFormValues);
      form.setFields((failure?.fields ?? []) as Parameters<typeof form.setFields>[0]);
      return failure?.message ?? null;
    });

  return (
    <Form<ProjectFormValues>
      form={form}
      name="project"
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={initialValues}
      onFinish={() => void save()}
      onFinishFailed={() => setError(t`The form has errors, check the submitted data.`)}
      scrollToFirstError
      className="project-form"
    >
      <Form.Item name="name" label={t`Project name`} rules={[{ required: true, whitespace: true, message: t`Required field` }, { max: nameMax, message: t`At most ${nameMax} characters.` }]}>
        <Input autoComplete="off" count={{ show: true, max: nameMax }} />
      </Form.Item>
      <Section title={<Trans>The pool</Trans>}>
        <PoolFields locale={locale} />
      </Section>
      <Section title={<Trans>End customer</Trans>}>
        <Typography.Paragraph type="secondary">
          <Trans>The project’s quotes name this end customer in their offer. If you change it, the draft quotes that still name the previous one follow; quotes pending confirmation or ordered keep theirs.</Trans>
        </Typography.Paragraph>
        <EndCustomerInputs locale={locale} />
      </Section>
      <Section title={<Trans>Site address</Trans>}>
        <Row gutter={16}>
          <AddressFields group="site_address" locale={locale} />
        </Row>
      </Section>
      <Form.Item name="notes" label={t`Notes on the project`} rules={[{ max: notesMax, message: t`At most ${notesMax} characters.` }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <div className="dialog-actions">
        <Button onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving} data-testid="save-project">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
