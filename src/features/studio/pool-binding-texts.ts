/**
 * The Pool tab's words for the pool's fields and values (the same words and translations as the project's
 * pool form, src/features/projects/pool-text.ts, which a feature may not import), and for question types.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PoolKeyedField, PoolMeasureField, PoolUnit, QuestionType } from '../../../engine/index.ts';

export const MEASURE_TEXT: Record<PoolMeasureField, MessageDescriptor> = {
  length_m: msg`Length`,
  width_m: msg`Width`,
  shallow_depth_m: msg`Shallow end depth`,
  deep_depth_m: msg`Deep end depth`,
  'stairs.width_m': msg`Width of the stairs`,
  'stairs.depth_m': msg`Depth of the stairs`,
};

export const KEYED_FIELD_TEXT: Record<PoolKeyedField, MessageDescriptor> = {
  shape: msg`Shape`,
  'stairs.type': msg`Stairs`,
  construction: msg`Construction`,
};

/** A pair of keyed fields, as the table's source. */
export const FIELD_PAIR_TEXT: Record<string, MessageDescriptor> = {
  'shape+stairs.type': msg`Shape and stairs`,
  'shape+construction': msg`Shape and construction`,
  'stairs.type+construction': msg`Stairs and construction`,
};

/** Each value of a keyed field, by field then value. */
export const POOL_VALUE_TEXT: Record<PoolKeyedField, Record<string, MessageDescriptor>> = {
  shape: { rectangle: msg`Rectangle`, oval: msg`Oval`, kidney: msg`Kidney`, free_form: msg`Free form` },
  'stairs.type': { none: msg`No stairs`, roman: msg`Roman stairs`, corner: msg`Corner stairs`, straight: msg`Straight stairs` },
  construction: { concrete: msg`Concrete`, liner: msg`Panels with a liner`, shell: msg`Shell` },
};

export const UNIT_TEXT: Record<PoolUnit, MessageDescriptor> = {
  m: msg`in metres, as measured`,
  cm: msg`in centimetres (× 100)`,
  mm: msg`in millimetres (× 1000)`,
};

export const QUESTION_TYPE_TEXT: Record<QuestionType, MessageDescriptor> = {
  number: msg({ message: 'Number', context: 'question type' }),
  single: msg`One answer`,
  multiple: msg`Several answers`,
  text: msg({ message: 'Text', context: 'question type' }),
  boolean: msg`Yes or no`,
};
