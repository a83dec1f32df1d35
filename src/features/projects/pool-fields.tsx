/**
 * The pool of a project as antd Form items named `pool.*`: shape, length,
 * width, depths, stairs (type, then side, width and depth when there are
 * some), construction, the measured dimensions of a free form and notes,
 * checked on blur with the contract's bounds.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Col, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { LOCALE_INFO, type Locale } from '../../../engine/index.ts';
import { NumberInput } from '../../components/number-input.tsx';
import { CONSTRUCTION_TEXT, CONSTRUCTIONS, POOL_SHAPES, SHAPE_TEXT, SIDE_TEXT, STAIRS_SIDES, STAIRS_TEXT, STAIRS_TYPES } from './pool-text.ts';

/** The contract's bounds of the pool's measures, in metres. */
export const POOL_BOUNDS = {
  length: { min: 0.5, max: 50 },
  width: { min: 0.5, max: 30 },
  depth: { min: 0.3, max: 5 },
  stairsWidth: { min: 0.3, max: 30 },
  stairsDepth: { min: 0.1, max: 5 },
} as const;
export const FREE_FORM_DIMENSIONS_MAX = 20;
export const DIMENSION_BOUNDS = { min: 0.01, max: 100 } as const;
export const DIMENSION_LABEL_MAX = 60;
export const POOL_NOTES_MAX = 4000;

const decimalSeparatorOf = (locale: Locale) => new Intl.NumberFormat(LOCALE_INFO[locale].iso).format(1.5).charAt(1);

function Metres({ name, label, bounds, required, locale }: { name: (string | number)[]; label: string; bounds: { min: number; max: number }; required?: boolean; locale: Locale }) {
  const { t } = useLingui();
  const { min, max } = bounds;
  const minText = min.toLocaleString(LOCALE_INFO[locale].iso);
  const maxText = max.toLocaleString(LOCALE_INFO[locale].iso);
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        ...(required ? [{ required: true, message: t`Required field` }] : []),
        { type: 'number', min, max, message: t`Between ${minText} and ${maxText} m.` },
      ]}
    >
      <NumberInput min={min} max={max} step={0.1} precision={2} decimalSeparator={decimalSeparatorOf(locale)} suffix="m" style={{ width: '100%' }} />
    </Form.Item>
  );
}

export function PoolFields({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const limit = POOL_NOTES_MAX;
  const form = Form.useFormInstance();
  const shape = Form.useWatch(['pool', 'shape'], form);
  const stairs = Form.useWatch(['pool', 'stairs', 'type'], form);
  const withStairs = stairs !== undefined && stairs !== 'none';
  return (
    <>
      <Form.Item name={['pool', 'shape']} label={t`Shape`} rules={[{ required: true, message: t`Required field` }]}>
        <Radio.Group optionType="button" options={POOL_SHAPES.map((value) => ({ value, label: i18n._(SHAPE_TEXT[value]) }))} className="pool-choice" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Metres name={['pool', 'length_m']} label={t`Length`} bounds={POOL_BOUNDS.length} required locale={locale} />
        </Col>
        <Col xs={12} md={6}>
          <Metres name={['pool', 'width_m']} label={t`Width`} bounds={POOL_BOUNDS.width} required locale={locale} />
        </Col>
        <Col xs={12} md={6}>
          <Metres name={['pool', 'shallow_depth_m']} label={t`Shallow end depth`} bounds={POOL_BOUNDS.depth} locale={locale} />
        </Col>
        <Col xs={12} md={6}>
          <Metres name={['pool', 'deep_depth_m']} label={t`Deep end depth`} bounds={POOL_BOUNDS.depth} locale={locale} />
        </Col>
      </Row>
      <Form.Item name={['pool', 'construction']} label={t`Construction`}>
        <Radio.Group optionType="button" options={CONSTRUCTIONS.map((value) => ({ value, label: i18n._(CONSTRUCTION_TEXT[value]) }))} className="pool-choice" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['pool', 'stairs', 'type']} label={t`Stairs`} rules={[{ required: true, message: t`Required field` }]}>
            <Select options={STAIRS_TYPES.map((value) => ({ value, label: i18n._(STAIRS_TEXT[value]) }))} />
          </Form.Item>
        </Col>
        {withStairs && (
          <Col xs={24} md={12}>
            <Form.Item name={['pool', 'stairs', 'side']} label={t`Side of the stairs`}>
              <Select allowClear options={STAIRS_SIDES.map((value) => ({ value, label: i18n._(SIDE_TEXT[value]) }))} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {withStairs && (
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Metres name={['pool', 'stairs', 'width_m']} label={t`Width of the stairs`} bounds={POOL_BOUNDS.stairsWidth} locale={locale} />
          </Col>
          <Col xs={12} md={6}>
            <Metres name={['pool', 'stairs', 'depth_m']} label={t`Depth of the stairs`} bounds={POOL_BOUNDS.stairsDepth} locale={locale} />
          </Col>
        </Row>
      )}
      {shape === 'free_form' && <FreeFormDimensions locale={locale} />}
      <Form.Item name={['pool', 'notes']} label={t`Notes on the pool`} rules={[{ max: limit, message: t`At most ${limit} characters.` }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}

/** The measured dimensions of a free-form pool: a label and a value in metres each, at most 20. */
function FreeFormDimensions({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const limit = DIMENSION_LABEL_MAX;
  const { min, max } = DIMENSION_BOUNDS;
  const minText = min.toLocaleString(LOCALE_INFO[locale].iso);
  const maxText = max.toLocaleString(LOCALE_INFO[locale].iso);
  return (
    <Form.Item label={t`Measured dimensions`}>
      <Form.List name={['pool', 'free_form_dimensions']}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={4}>
            {fields.map((field, index) => {
              const number = index + 1;
              return (
                <Flex key={field.key} gap={8} align="start" className="pool-dimension">
                  <Form.Item
                    name={[field.name, 'label']}
                    className="pool-dimension-label"
                    rules={[{ required: true, whitespace: true, message: t`Required field` }, { max: limit, message: t`At most ${limit} characters.` }]}
                  >
                    <Input placeholder={t`What was measured`} aria-label={t`What dimension ${number} measures`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value_m']} rules={[{ required: true, message: t`Required field` }, { type: 'number', min, max, message: t`Between ${minText} and ${maxText} m.` }]}>
                    <NumberInput min={min} max={max} precision={2} decimalSeparator={decimalSeparatorOf(locale)} suffix="m" aria-label={t`Value of dimension ${number}`} style={{ width: 130 }} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t`Remove dimension ${number}`} onClick={() => remove(field.name)} />
                </Flex>
              );
            })}
            <Typography.Text type="secondary">
              <Trans>The lengths measured on site that the shape alone does not tell (diagonals, widths at each end, radii).</Trans>
            </Typography.Text>
            <div>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ label: '', value_m: null })} disabled={fields.length >= FREE_FORM_DIMENSIONS_MAX}>
                <Trans>Add a dimension</Trans>
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
