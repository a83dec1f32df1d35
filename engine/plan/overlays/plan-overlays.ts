/**
 * The overlay of each family, by family key. A family that is not listed
 * (a new family file) still gets a plan: its pool, dimensions and caption.
 */
import type { PlanOverlay } from '../plan.types.ts';
import { barOverlay } from './bar.ts';
import { blindOverlay } from './blind.ts';
import { bubbleOverlay } from './bubble.ts';
import { linerOverlay } from './liner.ts';
import { netOverlay } from './net.ts';
import { productCaption } from './product-caption.ts';
import { winterOverlay } from './winter.ts';

/** The pool alone, for a family with no overlay of its own. */
export const outlineOnly: PlanOverlay = ({ answers }) => ({
  bounds: null,
  lanes: {},
  caption: productCaption(answers),
  notes: [],
  coversPool: false,
  draw: () => '',
});

const PLAN_OVERLAYS = new Map<string, PlanOverlay>([
  ['blind', blindOverlay],
  ['liner', linerOverlay],
  ['bubble', bubbleOverlay],
  ['net', netOverlay],
  ['winter', winterOverlay],
  ['bar', barOverlay],
]);

/** The overlay of family `key`, or the pool alone. */
export function planOverlay(key: string): PlanOverlay {
  return PLAN_OVERLAYS.get(key) ?? outlineOnly;
}
