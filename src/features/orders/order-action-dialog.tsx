/**
 * The dialogs of an order's decisions: the trading group confirms it or sends
 * it back (a reason is required); the order desk accepts it (manufacture and
 * ex-works dates), ships it (shipping date) or cancels it (a reason is
 * required). Fields are checked on blur and on submit; the server's refusal
 * is shown in the dialog. A date can be chosen from the day the order was
 * placed to two years ahead (the server's own bounds), a shipping date up to
 * today (an order is marked as shipped once it has left); a date typed
 * outside them is refused next to its field, naming the bounds (the picker
 * alone would put the previous date back without a word). Enter in a date
 * field takes the date typed, it does not send the dialog. Saving the dates
 * an order has already sends nothing and says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import '../../lib/dayjs-locales.ts';
import { DATE_INPUT_FORMATS } from '../../lib/format.ts';
import { TypedDatePicker } from './typed-date-picker.tsx';
import { WholeNumber } from '../../components/whole-number.tsx';

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
  /** The text last typed in each date field, judged on blur: the picker itself keeps only a date it accepts. */
  typed?: Partial<Record<DateField, string>>;
}

type DateField = 'manufacture' | 'exWorks' | 'shipping';

const DAY = 'YYYY-MM-DD';
const REASON_MAX = { reject: 1000, cancel: 500 } as const;
/** How far ahead an order's date may be set (the server's ORDER_DATE_HORIZON_YEARS). */
const HORIZON_YEARS = 2;

export function OrderActionDialog({ action, order, submitting, locale, error, onSubmit, onClose }: OrderActionDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<FormValues>();
  // the titles' number on one line: 'Accepter la commande O-2026-' / '000002' on a phone before
  const number = <WholeNumber>{order?.number ?? ''}</WholeNumber>;
  const [unchanged, setUnchanged] = useState(false);

  useEffect(() => {
    if (!action || !order) return;
    const day = (value: string | null) => (value ? dayjs(value) : null);
    setUnchanged(false);
    form.resetFields();
    // shipping starts from today: a shipping date to come is refused (the ex-works date is the plan)
    form.setFieldsValue({ manufacture: day(order.manufacture_date), exWorks: day(order.ex_works_date), shipping: day(order.shipping_date) ?? (action === 'ship' ? dayjs().startOf('day') : null) });
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

  const formats = DATE_INPUT_FORMATS[locale];
  const shown = (date: Dayjs) => date.format(formats[0]);
  const firstDay = order ? dayjs(order.created_at).startOf('day') : null;
  const today = dayjs().startOf('day');
  const lastDay = (field: DateField) => (field === 'shipping' ? today : dayjs().add(HORIZON_YEARS, 'year').startOf('day'));
  const outOfRange = (field: DateField) => (date: Dayjs) => (firstDay !== null && date.isBefore(firstDay, 'day')) || date.isAfter(lastDay(field), 'day');
  /** Why a date typed in `field` is refused, naming the bounds (the server's 422 date_out_of_range and shipping_date_in_future). */
  const refusal = (field: DateField, date: Dayjs, text: string): string | null => {
    if (!outOfRange(field)(date)) return null;
    const first = firstDay ? shown(firstDay) : '';
    const last = shown(lastDay(field));
    if (field === 'shipping' && date.isAfter(today, 'day')) return t`${text} cannot be chosen: an order is marked as shipped once it has left, today (${last}) at the latest.`;
    return t`${text} cannot be chosen: the date must be between ${first} (the order date) and ${last}.`;
  };
  const typedRule = (field: DateField) => ({
    validator: async (_: unknown, value: Dayjs | null | undefined) => {
      const text = (form.getFieldValue(['typed', field]) as string | undefined)?.trim();
      if (!text) return;
      const date = dayjs(text, formats, true);
      if (!date.isValid() || value?.isSame(date, 'day')) return;
      const why = refusal(field, date, text);
      if (why) throw new Error(why);
    },
  });
  const dateProps = (field: DateField) =>
    ({
      format: formats,
      disabledDate: outOfRange(field),
      onTyped: (text: string) => form.setFieldValue(['typed', field], text),
      // Enter takes the date typed (the picker's own handling) without sending the form, and says at once if it is refused
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        setTimeout(() => void form.validateFields([field]).catch(() => undefined));
      },
    }) as const;

  const submit = (values: FormValues) => {
    const text = (value: Dayjs | null | undefined) => value?.format(DAY);
    if (action === 'reject' || action === 'cancel') onSubmit({ reason: values.reason?.trim() });
    else if (action === 'accept') {
      const dates = { manufacture_date: text(values.manufacture), ex_works_date: text(values.exWorks) };
      // the dates the order has already: nothing to send, and "changed" would not be true
      const same = rescheduling && dates.manufacture_date === order?.manufacture_date && dates.ex_works_date === order?.ex_works_date;
      setUnchanged(same);
      if (!same) onSubmit(dates);
    } else if (action === 'ship') onSubmit({ shipping_date: text(values.shipping) });
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
      {unchanged && <Alert className="form-alert" type="info" showIcon title={<Trans>These are the order's dates already: nothing was changed.</Trans>} role="status" />}
      <Typography.Paragraph>{current?.intro}</Typography.Paragraph>
      <Form form={form} id="order-action-form" layout="vertical" validateTrigger="onBlur" onFinish={submit} onValuesChange={() => setUnchanged(false)} requiredMark>
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
            <Form.Item name="manufacture" label={t`Manufacture date`} htmlFor="order-action-manufacture" validateFirst rules={[typedRule('manufacture'), required(t`Please choose the manufacture date.`)]}>
              <TypedDatePicker id="order-action-manufacture" {...dateProps('manufacture')} />
            </Form.Item>
            <Form.Item name="exWorks" label={t`Ex-works date`} htmlFor="order-action-ex-works" dependencies={['manufacture']} validateFirst rules={[typedRule('exWorks'), required(t`Please choose the ex-works date.`), notBefore('manufacture', t`The ex-works date cannot be before the manufacture date.`)]}>
              <TypedDatePicker id="order-action-ex-works" {...dateProps('exWorks')} />
            </Form.Item>
          </>
        )}
        {action === 'ship' && (
          <Form.Item
            name="shipping"
            label={t`Shipping date`}
            htmlFor="order-action-shipping"
            extra={t`The day the order left: today or earlier.`}
            validateFirst
            rules={[typedRule('shipping'), required(t`Please choose the shipping date.`), notBefore('exWorks', t`The shipping date cannot be before the ex-works date.`)]}
          >
            <TypedDatePicker id="order-action-shipping" {...dateProps('shipping')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
