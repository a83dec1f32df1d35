/**
 * The pool's words in the user's language: its shapes, stairs, sides and
 * constructions, and its measures in metres. (The one-line summary the lists
 * show, `8,00 x 4,00 m, rectangle, escalier romain`, is the server's
 * `pool_summary`.)
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LOCALE_INFO, type Locale } from '../../../engine/index.ts';
import type { PoolConstruction, PoolShape, StairsSide, StairsType } from './project-types.ts';

export const POOL_SHAPES: readonly PoolShape[] = ['rectangle', 'oval', 'kidney', 'free_form'];
export const STAIRS_TYPES: readonly StairsType[] = ['none', 'roman', 'corner', 'straight'];
export const STAIRS_SIDES: readonly StairsSide[] = ['short_side', 'long_side'];
export const CONSTRUCTIONS: readonly PoolConstruction[] = ['concrete', 'liner', 'shell'];

export const SHAPE_TEXT: Record<PoolShape, MessageDescriptor> = {
  rectangle: msg`Rectangle`,
  oval: msg`Oval`,
  kidney: msg`Kidney`,
  free_form: msg`Free form`,
};

export const STAIRS_TEXT: Record<StairsType, MessageDescriptor> = {
  none: msg`No stairs`,
  roman: msg`Roman stairs`,
  corner: msg`Corner stairs`,
  straight: msg`Straight stairs`,
};

export const SIDE_TEXT: Record<StairsSide, MessageDescriptor> = {
  short_side: msg`On a short side`,
  long_side: msg`On a long side`,
};

export const CONSTRUCTION_TEXT: Record<PoolConstruction, MessageDescriptor> = {
  concrete: msg`Concrete`,
  liner: msg`Panels with a liner`,
  shell: msg`Shell`,
};

/** Metres with two decimals in the locale (`8,00`). */
export function formatMetres(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
