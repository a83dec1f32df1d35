/**
 * The dialogs of an order's decisions: the trading group confirms it or sends
 * it back (a reason is required); the order desk accepts it (manufacture and
 * ex-works dates), ships it (shipping date) or cancels it (a reason is
 * required). Fields are checked on blur and on submit; the server's refusal
 * is shown in the dialog. A date can be chosen from the day the order was
 * placed to two years ahead (the server's own bounds), and Enter in a date
 * field takes the date typed, it does not send the dialog.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import '../../lib/dayjs-locales.ts';
import { DATE_INPUT_FORMATS } from '../../lib/format.ts';

export type OrderAction = 'confirm' | 'reject' | 'accept' | 'ship' | 'cancel';

export interface OrderActionValues {
  reason?: string;
  manufacture_date?: string;
  ex_works_date?: string;
  shipping_date?: string;
}

export interface OrderActionDialogProps {
  /** The action asked for; null: closed. */
  action: OrderAction | null;
  /** The order's number, and its dates to start from. */
  order: { number: string; created_at: string; manufacture_date: string | null; ex_works_date: string | null; shipping_date: string | null } | null;
  submitting: boolean;
  locale: Locale;
  /** The server's refusal, in the user's language. */
  error: string | null;
  onSubmit(values: OrderActionValues): void;
  onClose(): void;
}

interface FormValues {
  reason?: string;
  manufacture?: Dayjs | null;
  exWorks?: Dayjs | null;
  shipping?: Dayjs | null;
}

const DAY = 'YYYY-MM-DD';
const laterOf = (a: Dayjs, b: Dayjs | null) => (b && b.isAfter(a) ? b : a);
const REASON_MAX = { reject: 1000, cancel: 500 } as const;
/** How far ahead an order's date may be set (the server's ORDER_DATE_HORIZON_YEARS). */
const HORIZON_YEARS = 2;

/** Enter takes the date typed (the picker's own handling) without sending the form. */
const keepDialogOnEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

export function OrderActionDialog({ action, order, submitting, locale, error, onSubmit, onClose }: OrderActionDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<FormValues>();
  const number = order?.number ?? '';

  useEffect(() => {
    if (!action || !order) return;
    const day = (value: string | null) => (value ? dayjs(value) : null);
    form.resetFields();
    form.setFieldsValue({ manufacture: day(order.manufacture_date), exWorks: day(order.ex_works_date), shipping: day(order.shipping_date) ?? (action === 'ship' ? laterOf(dayjs().startOf('day'), day(order.ex_works_date)) : null) });
  }, [action, order, form]);

  const texts: Record<OrderAction, { title: ReactNode; ok: string; intro: ReactNode }> = {
    confirm: { title: <Trans>Confirm order {number}?</Trans>, ok: t`Confirm`, intro: <Trans>The order goes to the manufacturer's order desk and its author is told.</Trans> },
    reject: { title: <Trans>Send order {number} back?</Trans>, ok: t`Send back`, intro: <Trans>The order is cancelled and the quote becomes a draft again: its author reads your reason and may validate it again once corrected.</Trans> },
    accept: { title: <Trans>Accept order {number}</Trans>, ok: t`Accept`, intro: <Trans>Plan the manufacture and the date the order leaves the works.</Trans> },
    ship: { title: <Trans>Ship order {number}</Trans>, ok: t`Mark as shipped`, intro: <Trans>The client is told the order has been shipped.</Trans> },
    cancel: { title: <Trans>Cancel order {number}?</Trans>, ok: t`Cancel the order`, intro: <Trans>The client is told the order is cancelled, with your reason. This cannot be undone.</Trans> },
  };
  // accepting an order that has its dates already is changing them
  const rescheduling = action === 'accept' && order?.manufacture_date != null && order.ex_works_date != null;
  const current = rescheduling
    ? { title: <Trans>Change the dates of order {number}</Trans>, ok: t`Save the dates`, intro: <Trans>The client is told of the new dates.</Trans> }
    : action
      ? texts[action]
      : null;
  const required = (message: string) => ({ required: true, message });
  const reasonMax = action === 'cancel' ? REASON_MAX.cancel : REASON_MAX.reject;
  const notBefore = (field: keyof FormValues, message: string) => ({
    validator: async (_: unknown, value: Dayjs | null) => {
      const earlier = form.getFieldValue(field) as Dayjs | null | undefined;
      if (value && earlier && value.isBefore(earlier, 'day')) throw new Error(message);
    },
  });

  const firstDay = order ? dayjs(order.created_at).startOf('day') : null;
  const lastDay = dayjs().add(HORIZON_YEARS, 'year').endOf('day');
  const outOfRange = (date: Dayjs) => (firstDay !== null && date.isBefore(firstDay, 'day')) || date.isAfter(lastDay, 'day');
  const dateProps = { format: DATE_INPUT_FORMATS[locale], disabledDate: outOfRange, onKeyDown: keepDialogOnEnter } as const;

  const submit = (values: FormValues) => {
    const text = (value: Dayjs | null | undefined) => value?.format(DAY);
    if (action === 'reject' || action === 'cancel') onSubmit({ reason: values.reason?.trim() });
    else if (action === 'accept') onSubmit({ manufacture_date: text(values.manufacture), ex_works_date: text(values.exWorks) });
    else if (action === 'ship') onSubmit({ shipping_date: text(values.shipping) });
    else onSubmit({});
  };

  return (
    <Modal
      open={action !== null}
      title={current?.title}
      okText={current?.ok}
      okButtonProps={{ danger: action === 'cancel' || action === 'reject', htmlType: 'submit', form: 'order-action-form' }}
      cancelText={t`Close`}
      confirmLoading={submitting}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Typography.Paragraph>{current?.intro}</Typography.Paragraph>
      <Form form={form} id="order-action-form" layout="vertical" validateTrigger="onBlur" onFinish={submit} requiredMark>
        {(action === 'reject' || action === 'cancel') && (
          <Form.Item
            name="reason"
            label={t`Reason`}
            htmlFor="order-action-reason"
            rules={[{ required: true, whitespace: true, message: t`Please give the reason.` }, { max: reasonMax, message: t`At most ${reasonMax} characters.` }]}
          >
            <Input.TextArea id="order-action-reason" rows={4} maxLength={reasonMax} showCount autoFocus />
          </Form.Item>
        )}
        {action === 'accept' && (
          <>
            <Form.Item name="manufacture" label={t`Manufacture date`} htmlFor="order-action-manufacture" rules={[required(t`Please choose the manufacture date.`)]}>
              <DatePicker id="order-action-manufacture" {...dateProps} />
            </Form.Item>
            <Form.Item name="exWorks" label={t`Ex-works date`} htmlFor="order-action-ex-works" dependencies={['manufacture']} rules={[required(t`Please choose the ex-works date.`), notBefore('manufacture', t`The ex-works date cannot be before the manufacture date.`)]}>
              <DatePicker id="order-action-ex-works" {...dateProps} />
            </Form.Item>
          </>
        )}
        {action === 'ship' && (
          <Form.Item name="shipping" label={t`Shipping date`} htmlFor="order-action-shipping" rules={[required(t`Please choose the shipping date.`), notBefore('exWorks', t`The shipping date cannot be before the ex-works date.`)]}>
            <DatePicker id="order-action-shipping" {...dateProps} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
