/** The pool of a project as the project page shows it: each measure in the user's language, what is not measured left out. */
import { useLingui } from '@lingui/react/macro';
import { Descriptions, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import { CONSTRUCTION_TEXT, formatMetres, SHAPE_TEXT, SIDE_TEXT, STAIRS_TEXT } from './pool-text.ts';
import type { Pool } from './project-types.ts';

export function PoolDescription({ pool, locale }: { pool: Pool; locale: Locale }) {
  const { t, i18n } = useLingui();
  const metres = (value: number | null) => (value === null ? null : `${formatMetres(value, locale)} m`);
  const { stairs } = pool;
  const rows: [string, string, string | null][] = [
    ['shape', t`Shape`, i18n._(SHAPE_TEXT[pool.shape])],
    ['size', t`Length x width`, `${formatMetres(pool.length_m, locale)} x ${formatMetres(pool.width_m, locale)} m`],
    ['shallow', t`Shallow end depth`, metres(pool.shallow_depth_m)],
    ['deep', t`Deep end depth`, metres(pool.deep_depth_m)],
    ['stairs', t`Stairs`, i18n._(STAIRS_TEXT[stairs.type])],
    ['stairs-side', t`Side of the stairs`, stairs.side && i18n._(SIDE_TEXT[stairs.side])],
    ['stairs-width', t`Width of the stairs`, metres(stairs.width_m)],
    ['stairs-depth', t`Depth of the stairs`, metres(stairs.depth_m)],
    ['construction', t`Construction`, pool.construction && i18n._(CONSTRUCTION_TEXT[pool.construction])],
  ];
  const items: DescriptionsProps['items'] = rows
    .filter((row): row is [string, string, string] => row[2] !== null && row[2] !== '')
    .map(([key, label, value]) => ({ key, label, children: value }));
  for (const [index, dimension] of pool.free_form_dimensions.entries()) {
    items.push({ key: `dimension-${index}`, label: dimension.label, children: metres(dimension.value_m) });
  }
  if (pool.notes) items.push({ key: 'notes', label: t`Notes on the pool`, span: 'filled', children: <Typography.Paragraph className="pre-line">{pool.notes}</Typography.Paragraph> });
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="pool-description" data-testid="pool-description" />;
}
