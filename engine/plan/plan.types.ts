/**
 * The types of a pool plan: the result, the pool as answered, the view that
 * maps metres to the drawing, and the overlay each family draws on the pool.
 */
import type { PlanAnswers } from './plan-answers.ts';

/** A pool plan: an SVG 1.1 document as a string, its size in px (its viewBox) and an accessible description in the locale. */
export interface PoolPlan {
  svg: string;
  width: number;
  height: number;
  title: string;
}

/** A rectangle from (x0, y0) to (x1, y1), in metres or in px as said where it is used. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Sides {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export type Side = keyof Sides;

/** The outline of the pool's water: its bounding box is always length × width. */
export type OutlineKind = 'rectangle' | 'oval' | 'kidney' | 'free_form';
export type StairsKind = 'roman' | 'corner' | 'straight';

export interface StairsGeometry {
  kind: StairsKind;
  /** Metres along the wall they stand against, and into the pool, as drawn. */
  width: number;
  depth: number;
  steps: number;
  /** Outside the length × width rectangle (roman stairs of a rectangular pool) or inside it. */
  outside: boolean;
  /** The stairs' bounding box, metres. */
  box: Box;
  /** The answered width and depth, shown as dimensions; null when not asked or not answered (then drawn at a usual size). */
  answeredWidth: number | null;
  answeredDepth: number | null;
  /** The stairs answer in the locale, when the shape's label does not already name them. */
  label: string | null;
}

/** The pool as answered, in metres: x along the length (0 to length, left to right), y along the width (0 to width, top to bottom). */
export interface PoolGeometry {
  length: number;
  width: number;
  outline: OutlineKind;
  cornerRadius: number;
  stairs: StairsGeometry | null;
  /** The shape answer in the locale, when the family asks for a shape. */
  shapeLabel: string | null;
  /** The water and its stairs, metres. */
  bounds: Box;
}

/** Where things are on the plan, once the scale is known (px). */
export interface PlanView {
  /** Px per metre. */
  scale: number;
  x(metres: number): number;
  y(metres: number): number;
  /** The to-scale part of the drawing (pool and product), px. */
  drawing: Box;
  /** The overlay's lanes beside the drawing for symbols drawn at a fixed size (roller, bench, motor), px. */
  lanes: Readonly<Record<Side, Box>>;
}

export interface OverlayInput {
  pool: PoolGeometry;
  answers: PlanAnswers;
}

/** What a family draws on the pool. */
export interface OverlayDrawing {
  /** The to-scale product around the pool (a cover and its overlap), metres. */
  bounds: Box | null;
  /** Px taken beside the drawing by symbols at a fixed size. */
  lanes: Partial<Sides>;
  /** One line above the plan naming the product, or null. */
  caption: string | null;
  /** Short phrases added to the plan's title. */
  notes: readonly string[];
  /** The product hides the water: the pool outline is drawn again over it, dashed. */
  coversPool: boolean;
  /** The product's SVG elements, drawn over the pool and its stairs. */
  draw(view: PlanView): string;
}

/** A family's overlay: what the product looks like on the pool as answered. */
export type PlanOverlay = (input: OverlayInput) => OverlayDrawing;
