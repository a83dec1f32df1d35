/**
 * The overlay of each family, by family key. A family that is not listed
 * (a new family file) still gets a plan: its pool, dimensions and caption.
 */
import type { PlanOverlay } from '../plan.types.ts';
import { productCaption } from './product-caption.ts';

/** The pool alone, for a family with no overlay of its own. */
export const outlineOnly: PlanOverlay = ({ answers }) => ({
  bounds: null,
  lanes: {},
  caption: productCaption(answers),
  notes: [],
  coversPool: false,
  draw: () => '',
});

const PLAN_OVERLAYS = new Map<string, PlanOverlay>();

/** The overlay of family `key`, or the pool alone. */
export function planOverlay(key: string): PlanOverlay {
  return PLAN_OVERLAYS.get(key) ?? outlineOnly;
}
