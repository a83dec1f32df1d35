/**
 * The measured pool of a project: the contract's `PoolInput` checked beyond
 * its schema and completed into a `Pool` (what is stored and what the
 * engine's `answersFromPool` reads), and its one-line summary.
 */
import type { Locale } from '../../engine/index.ts';
import type { components } from '../../openapi/generated/api.ts';
import type { ErrorDetail } from '../http/app-error.ts';
import { AppError } from '../http/app-error.ts';
import { text } from '../i18n/text.ts';
import { POOL_CHECK_TEXTS, POOL_SHAPE_TEXTS, STAIRS_TEXTS } from './pool-texts.ts';

export type Pool = components['schemas']['Pool'];
export type PoolInput = components['schemas']['PoolInput'];

/** A length to the centimetre (floating point aside). */
const inCentimetres = (metres: number) => Math.abs(Math.round(metres * 100) - metres * 100) < 1e-6;

/** The pool as stored: absent optional values made explicit. */
export function completePool(input: PoolInput): Pool {
  const stairs = input.stairs ?? { type: 'none' };
  return {
    shape: input.shape,
    length_m: input.length_m,
    width_m: input.width_m,
    shallow_depth_m: input.shallow_depth_m ?? null,
    deep_depth_m: input.deep_depth_m ?? null,
    stairs: { type: stairs.type, side: stairs.side ?? null, width_m: stairs.width_m ?? null, depth_m: stairs.depth_m ?? null },
    construction: input.construction ?? null,
    // measured dimensions describe a free form only
    free_form_dimensions: input.shape === 'free_form' ? (input.free_form_dimensions ?? []).map(({ label, value_m }) => ({ label: label.trim(), value_m })) : [],
    notes: input.notes ?? null,
  };
}

/** The problems of a pool the schema lets through, as details under `path` (`body.pool`). */
export function poolProblems(pool: Pool, path: string, locale: Locale): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const measures: [string, number | null][] = [
    ['length_m', pool.length_m],
    ['width_m', pool.width_m],
    ['shallow_depth_m', pool.shallow_depth_m],
    ['deep_depth_m', pool.deep_depth_m],
    ['stairs.width_m', pool.stairs.width_m],
    ['stairs.depth_m', pool.stairs.depth_m],
    ...pool.free_form_dimensions.map((d, i): [string, number] => [`free_form_dimensions.${i}.value_m`, d.value_m]),
  ];
  for (const [where, value] of measures) {
    if (value !== null && !inCentimetres(value)) problems.push({ path: `${path}.${where}`, code: 'not_centimetres', message: text(POOL_CHECK_TEXTS, 'not_centimetres', locale) });
  }
  if (pool.shallow_depth_m !== null && pool.deep_depth_m !== null && pool.shallow_depth_m > pool.deep_depth_m) {
    problems.push({
      path: `${path}.shallow_depth_m`,
      code: 'shallow_deeper_than_deep',
      message: text(POOL_CHECK_TEXTS, 'shallow_deeper_than_deep', locale, { shallow: metres(pool.shallow_depth_m, locale), deep: metres(pool.deep_depth_m, locale) }),
    });
  }
  const { stairs } = pool;
  if (stairs.type === 'none') {
    if (stairs.side !== null || stairs.width_m !== null || stairs.depth_m !== null) {
      problems.push({ path: `${path}.stairs`, code: 'no_stairs_detail', message: text(POOL_CHECK_TEXTS, 'no_stairs_detail', locale) });
    }
  } else if (stairs.side === null || stairs.width_m === null) {
    problems.push({ path: `${path}.stairs`, code: 'stairs_detail_required', message: text(POOL_CHECK_TEXTS, 'stairs_detail_required', locale) });
  } else {
    const side = stairs.side === 'short_side' ? pool.width_m : pool.length_m;
    if (stairs.width_m > side) {
      problems.push({
        path: `${path}.stairs.width_m`,
        code: 'stairs_too_wide',
        message: text(POOL_CHECK_TEXTS, 'stairs_too_wide', locale, { stairs: metres(stairs.width_m, locale), side: metres(side, locale) }),
      });
    }
  }
  return problems;
}

/** The pool sent, checked and completed: 422 invalid_pool with one detail per problem. */
export function checkedPool(input: PoolInput, path: string, locale: Locale): Pool {
  const pool = completePool(input);
  const details = poolProblems(pool, path, locale);
  if (details.length > 0) throw new AppError(422, 'invalid_pool', { details });
  return pool;
}

/** A length in metres with two decimals, in the language's way. */
export function metres(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** `8.00 x 4.00 m, rectangle, Roman stairs` in the language. */
export function poolSummary(pool: Pool, locale: Locale): string {
  const size = `${metres(pool.length_m, locale)} x ${metres(pool.width_m, locale)}\u00a0m`;
  const parts = [size, text(POOL_SHAPE_TEXTS, pool.shape, locale)];
  if (pool.stairs.type !== 'none') parts.push(text(STAIRS_TEXTS, pool.stairs.type, locale));
  return parts.join(', ');
}
