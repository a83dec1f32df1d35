/**
 * What the studio's editor offers in a question's `fromPool` (issue 32): the fields of `pool`, with their CEL
 * type and, for a text, the values it takes (the step DSL's own words, the same in every language).
 */
import { POOL_CONSTRUCTIONS, POOL_SHAPES, STAIRS_SIDES, STAIRS_TYPES } from '../../../engine/index.ts';

const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

export const POOL_FIELD_COMPLETIONS: readonly { label: string; detail: string }[] = [
  { label: 'pool.shape', detail: oneOf(POOL_SHAPES) },
  { label: 'pool.length_m', detail: 'double (m)' },
  { label: 'pool.width_m', detail: 'double (m)' },
  { label: 'pool.shallow_depth_m', detail: 'double (m)' },
  { label: 'pool.deep_depth_m', detail: 'double (m)' },
  { label: 'pool.stairs.type', detail: oneOf(STAIRS_TYPES) },
  { label: 'pool.stairs.side', detail: oneOf(STAIRS_SIDES) },
  { label: 'pool.stairs.width_m', detail: 'double (m)' },
  { label: 'pool.stairs.depth_m', detail: 'double (m)' },
  { label: 'pool.construction', detail: oneOf(POOL_CONSTRUCTIONS) },
  { label: 'pool.free_form_dimensions', detail: 'map<string, double> (m)' },
];
