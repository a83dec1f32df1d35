/**
 * The measured pool of a pool project (issue 32), as the engine reads it: the
 * contract's `Pool` fields in snake_case (`/work/notes/pool-model.md`), written
 * again here because the engine imports nothing generated from the API. The
 * family DSL's `fromPool` bindings read it in CEL as `pool` (pool-binding.ts).
 */

export const POOL_SHAPES = ['rectangle', 'oval', 'kidney', 'free_form'] as const;
export const STAIRS_TYPES = ['none', 'roman', 'corner', 'straight'] as const;
export const STAIRS_SIDES = ['short_side', 'long_side'] as const;
export const POOL_CONSTRUCTIONS = ['concrete', 'liner', 'shell'] as const;

export type PoolShape = (typeof POOL_SHAPES)[number];
export type StairsType = (typeof STAIRS_TYPES)[number];
export type StairsSide = (typeof STAIRS_SIDES)[number];
export type PoolConstruction = (typeof POOL_CONSTRUCTIONS)[number];

export interface PoolStairs {
  type: StairsType;
  /** null when `type` is none. */
  side: StairsSide | null;
  width_m: number | null;
  depth_m: number | null;
}

/** A measured dimension of a free-form pool (e.g. "widest point"). */
export interface FreeFormDimension {
  label: string;
  value_m: number;
}

/** The pool as measured once for a project; lengths in metres. */
export interface PoolMeasures {
  shape: PoolShape;
  length_m: number;
  width_m: number;
  shallow_depth_m: number | null;
  deep_depth_m: number | null;
  stairs: PoolStairs;
  /** null when not known (the contract allows it). */
  construction: PoolConstruction | null;
  free_form_dimensions: readonly FreeFormDimension[];
  notes?: string | null;
}

/** The CEL declaration of `pool`: a field the pool leaves null is absent (`has(pool.deep_depth_m)`), and reading it gives no value. */
export const POOL_CEL_SCHEMA = {
  shape: 'string',
  length_m: 'double',
  width_m: 'double',
  shallow_depth_m: 'double',
  deep_depth_m: 'double',
  stairs: { type: 'string', side: 'string', width_m: 'double', depth_m: 'double' },
  construction: 'string',
  free_form_dimensions: 'map<string, double>',
} as const;

/** Most free-form dimensions a pool holds (the contract's maxItems). */
export const MAX_FREE_FORM_DIMENSIONS = 20;

const present = <T extends object>(entries: [string, unknown][]): T => Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined)) as T;

/**
 * The pool as the CEL value `pool`: null fields left out, free-form dimensions as a map from label to metres.
 *
 * @example
 * poolCelValue({ shape: 'rectangle', length_m: 8, width_m: 4, shallow_depth_m: null, ... }).shallow_depth_m // undefined
 */
export function poolCelValue(pool: PoolMeasures): Record<string, unknown> {
  const stairs = pool.stairs;
  return present([
    ['shape', pool.shape],
    ['length_m', pool.length_m],
    ['width_m', pool.width_m],
    ['shallow_depth_m', pool.shallow_depth_m],
    ['deep_depth_m', pool.deep_depth_m],
    ['stairs', present([['type', stairs.type], ['side', stairs.side], ['width_m', stairs.width_m], ['depth_m', stairs.depth_m]])],
    ['construction', pool.construction],
    ['free_form_dimensions', new Map(pool.free_form_dimensions.map((dimension) => [dimension.label, dimension.value_m]))],
  ]);
}

/** A test case's pool (the DSL's `pool:`, its optional fields left out) as a whole pool: no depths, no stairs, no free-form dimensions where it says none. */
export function poolOf(written: {
  shape: PoolShape;
  length_m: number;
  width_m: number;
  construction?: PoolConstruction | null;
  shallow_depth_m?: number | null;
  deep_depth_m?: number | null;
  stairs?: { type: StairsType; side?: StairsSide | null; width_m?: number | null; depth_m?: number | null };
  free_form_dimensions?: readonly FreeFormDimension[];
}): PoolMeasures {
  const stairs = written.stairs;
  return {
    shape: written.shape,
    length_m: written.length_m,
    width_m: written.width_m,
    shallow_depth_m: written.shallow_depth_m ?? null,
    deep_depth_m: written.deep_depth_m ?? null,
    stairs: { type: stairs?.type ?? 'none', side: stairs?.side ?? null, width_m: stairs?.width_m ?? null, depth_m: stairs?.depth_m ?? null },
    construction: written.construction ?? null,
    free_form_dimensions: written.free_form_dimensions ?? [],
  };
}
