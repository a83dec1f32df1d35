/**
 * Adding a price or eco-participation line: its code, its designation in the
 * page's language (and in English, the fallback, on a page in another
 * language) and its unit price; the line goes at the end of its list, with
 * no condition (always applies) and no quantity formula (1).
 */
import { useLingui } from '@lingui/react/macro';
import { Form, Input, Modal } from 'antd';
import { LOCALES, type DocEcoLine, type DocPriceLine, type Locale, type LocalizedText } from '../../../engine/index.ts';
import { languageName } from './language-name.ts';
import { checkCode, checkEuros, CODE_MAX_LENGTH, DESIGNATION_MAX_LENGTH, type Checked } from './price-line-checks.ts';

export type LineKind = 'pricing' | 'eco';

interface Values {
  code: string;
  designation: string;
  english?: string;
  price: string;
}

export interface PriceLineAddDialogProps {
  kind: LineKind | null;
  locale: Locale;
  /** Codes of every price and eco line of the family. */
  codes: ReadonlySet<string>;
  onAdd(kind: LineKind, line: DocPriceLine | DocEcoLine): void;
  onClose(): void;
}

export function PriceLineAddDialog({ kind, locale, codes, onAdd, onClose }: PriceLineAddDialogProps) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<Values>();
  const rule = <T,>(check: (text: string) => Checked<T>) => ({
    validator: async (_: unknown, text: string | undefined) => {
      const checked = check(text ?? '');
      if (!checked.ok) throw new Error(i18n._(checked.error));
    },
  });
  const required = (name: string) => ({ required: true, whitespace: true, message: t`Enter the designation in ${name}.` });
  const language = languageName(locale, locale);
  const english = languageName('en', locale);

  const finish = (values: Values) => {
    if (!kind) return;
    const texts: Partial<Record<Locale, string>> = { [locale]: values.designation.trim(), ...(locale === 'en' ? {} : { en: values.english!.trim() }) };
    const designation = Object.fromEntries(LOCALES.filter((code) => texts[code]).map((code) => [code, texts[code]])) as LocalizedText;
    const code = values.code.trim();
    const price = (checkEuros(values.price, locale) as { value: number }).value;
    onAdd(kind, kind === 'pricing' ? { code, designation, unitPrice: price } : { code, designation, amount: price });
    onClose();
  };

  return (
    <Modal
      open={kind !== null}
      title={kind === 'eco' ? t`New eco-participation line` : t`New price line`}
      okText={t`Add the line`}
      cancelText={t`Cancel`}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={finish} preserve={false}>
        <Form.Item label={t`Code`} name="code" rules={[rule((text) => checkCode(text, codes))]} extra={t`Capital letters, digits, - and _, e.g. BAR-CRANK.`}>
          <Input maxLength={CODE_MAX_LENGTH} className="checked-input-code" spellCheck={false} />
        </Form.Item>
        <Form.Item label={t`Designation in ${language}`} name="designation" rules={[required(language)]}>
          <Input maxLength={DESIGNATION_MAX_LENGTH} />
        </Form.Item>
        {locale !== 'en' && (
          <Form.Item label={t`Designation in ${english}`} name="english" rules={[required(english)]} extra={t`Shown wherever a translation is missing.`}>
            <Input maxLength={DESIGNATION_MAX_LENGTH} />
          </Form.Item>
        )}
        <Form.Item label={kind === 'eco' ? t`Amount (€ excl. VAT)` : t`Unit price (€ excl. VAT)`} name="price" rules={[rule((text) => checkEuros(text, locale))]}>
          <Input inputMode="decimal" suffix="€" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
