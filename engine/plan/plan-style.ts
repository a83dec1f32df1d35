/**
 * The look of a pool plan: a light water fill and a dark outline for the pool,
 * the brand's blue for the product, grey for dimensions and the deck's
 * equipment. Sizes are in units of the plan's viewBox, whose width is fixed.
 */

/** The plan's width in viewBox units; its height follows the pool's proportions. */
export const PLAN_WIDTH = 440;
/** The greatest height of the to-scale part of the drawing. */
export const PLAN_MAX_DRAWING_HEIGHT = 300;

/** A generic family, so that every renderer (browser, PDF) finds a font. */
export const PLAN_FONT = 'sans-serif';

export const PLAN_COLOURS = {
  water: '#d9ecfb',
  outline: '#1f2937',
  stairs: '#f1f7fd',
  stairsLine: '#64748b',
  brand: '#0b5cab',
  brandDark: '#073b70',
  brandLight: '#9cc3e8',
  dimension: '#4b5563',
  text: '#1f2937',
  muted: '#6b7280',
  deck: '#e5e7eb',
  equipment: '#9ca3af',
  wood: '#d6bc8f',
  white: '#ffffff',
} as const;

export const PLAN_SIZES = {
  label: 12,
  small: 10.5,
  caption: 13,
  outline: 2,
  thin: 1,
} as const;
