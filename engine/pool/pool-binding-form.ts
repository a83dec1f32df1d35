/**
 * A question's `fromPool` binding (pool-binding.ts) as the studio's Pool tab edits it without code (issue 32,
 * "the studio edits these bindings"): read into a form's model and written back as CEL.
 *
 * - a number question takes a measure of the pool (length, width, depths, stairs width or depth), in metres
 *   or converted to centimetres or millimetres (`pool.width_m * 100.0`);
 * - a single-choice question takes a table: for each value of one or two of the pool's keyed fields (shape,
 *   stairs type, construction), one of its answers or none (`pool.stairs.type == 'roman' ? 'roman_stairs' : pool.shape`);
 *   a yes-or-no question, the same table to yes, no or none (`pool.construction == 'concrete'`);
 * - anything else the form cannot represent is `custom`: shown read-only, edited in the file.
 *
 * A table is read by what the expression does, not by how it is written: the expression may read only keyed
 * fields (at most two), and it is run on every combination of their values, so that any expression of them
 * (`!=`, `+ '_stairs'`, nested conditions) is read exactly as the table it is. A table is written back in one
 * canonical form: the fallback that leaves the fewest exceptions (a field's own value, or one answer), then
 * the exceptions, one condition per answer. A construction the pool does not know gives no answer.
 */
import type { DocQuestion } from '../catalogue/family-document.ts';
import { compilePoolBinding, poolContext, runPoolBinding } from './pool-binding.ts';
import { POOL_CONSTRUCTIONS, POOL_SHAPES, STAIRS_TYPES, type PoolMeasures } from './pool-measures.ts';

/** The pool's measures a number question can take, as `pool.<field>` reads them (metres). */
export const POOL_MEASURE_FIELDS = ['length_m', 'width_m', 'shallow_depth_m', 'deep_depth_m', 'stairs.width_m', 'stairs.depth_m'] as const;
export type PoolMeasureField = (typeof POOL_MEASURE_FIELDS)[number];

/** The pool's fields with a few values, which a single-choice question's answers can follow. */
export const POOL_KEYED_FIELDS = ['shape', 'stairs.type', 'construction'] as const;
export type PoolKeyedField = (typeof POOL_KEYED_FIELDS)[number];

/** The values each keyed field can take (a construction may also be unknown: then the binding gives nothing). */
export const POOL_FIELD_VALUES: Record<PoolKeyedField, readonly string[]> = {
  shape: POOL_SHAPES,
  'stairs.type': STAIRS_TYPES,
  construction: POOL_CONSTRUCTIONS,
};

/** A measure converted from metres: the question's unit and the factor written. */
export const POOL_UNITS = { m: 1, cm: 100, mm: 1000 } as const;
export type PoolUnit = keyof typeof POOL_UNITS;

/** What a table gives: an answer key (single choice), yes or no (a yes-or-no question), or nothing (null). */
export type PoolTableAnswer = string | boolean | null;

/** One combination of the table's fields' values (in the order of `fields`) and the answer it gives. */
export interface PoolTableRow {
  values: string[];
  answer: PoolTableAnswer;
}

export type PoolBindingForm =
  | { kind: 'none' }
  | { kind: 'measure'; field: PoolMeasureField; unit: PoolUnit }
  /** `fields` in POOL_KEYED_FIELDS order (none: the same answer for every pool); `rows` every combination of their values. */
  | { kind: 'table'; fields: PoolKeyedField[]; rows: PoolTableRow[] }
  /** Not representable by the form: `compiles` false when the expression itself is in error (its row shows the errors). */
  | { kind: 'custom'; source: string; compiles: boolean };

/** The pool the tables are read on: only the keyed fields vary, and nothing else is read. */
const BASE_POOL: PoolMeasures = {
  shape: 'rectangle',
  length_m: 8,
  width_m: 4,
  shallow_depth_m: 1,
  deep_depth_m: 1.8,
  stairs: { type: 'none', side: null, width_m: null, depth_m: null },
  construction: 'concrete',
  free_form_dimensions: [],
};

/** At most this many keyed fields in one table (4 x 4 rows). */
const MAX_TABLE_FIELDS = 2;

/** What a question of this type can take in the form (anything else is custom). */
export function poolFormKinds(question: Pick<DocQuestion, 'type'>): ('measure' | 'table')[] {
  if (question.type === 'number') return ['measure'];
  if (question.type === 'single' || question.type === 'boolean') return ['table'];
  return [];
}

/** The unit a new measure is written in, from the question's unit (`cm`, `mm`; metres otherwise). */
export function defaultPoolUnit(question: Pick<DocQuestion, 'unit'>): PoolUnit {
  const unit = question.unit?.trim().toLowerCase();
  return unit === 'cm' || unit === 'mm' ? unit : 'm';
}

/** Every combination of the fields' values, the first field varying slowest. */
export function poolTableCombinations(fields: readonly PoolKeyedField[]): string[][] {
  return fields.reduce<string[][]>((combinations, field) => combinations.flatMap((values) => POOL_FIELD_VALUES[field].map((value) => [...values, value])), [[]]);
}

/**
 * A new table on `fields` for `question`: each combination gives the answer of the same key as one of its
 * values (the last field's first: `roman` for a Roman stairs, else the shape), none when no value is an answer.
 */
export function newPoolTable(question: Pick<DocQuestion, 'answers'>, fields: readonly PoolKeyedField[]): Extract<PoolBindingForm, { kind: 'table' }> {
  const keys = new Set((question.answers ?? []).map((answer) => answer.key));
  const ordered = POOL_KEYED_FIELDS.filter((field) => fields.includes(field));
  return {
    kind: 'table',
    fields: ordered,
    rows: poolTableCombinations(ordered).map((values) => ({ values, answer: [...values].reverse().find((value) => keys.has(value)) ?? null })),
  };
}

const MEASURE = new RegExp(`^\\s*pool\\.(${POOL_MEASURE_FIELDS.map((field) => field.replace('.', '\\.')).join('|')})\\s*(?:\\*\\s*(100|1000)(?:\\.0)?\\s*)?$`);
const POOL_NAME = /\bpool\b/g;
const KEYED_READ = /^pool\.(shape|construction|stairs\.type)\b(?!\s*[.([])/;

/** The keyed fields an expression reads, or null when it reads `pool` in any other way. */
function keyedFieldsRead(source: string): PoolKeyedField[] | null {
  const read = new Set<PoolKeyedField>();
  for (const match of source.matchAll(POOL_NAME)) {
    const field = KEYED_READ.exec(source.slice(match.index))?.[1] as PoolKeyedField | undefined;
    if (!field) return null;
    read.add(field);
  }
  return POOL_KEYED_FIELDS.filter((field) => read.has(field));
}

/** The base pool with the keyed fields set (null: a construction not known). */
function poolWith(fields: readonly PoolKeyedField[], values: readonly (string | null)[]): PoolMeasures {
  let pool: PoolMeasures = BASE_POOL;
  fields.forEach((field, index) => {
    const value = values[index]!;
    if (field === 'shape') pool = { ...pool, shape: value as PoolMeasures['shape'] };
    else if (field === 'construction') pool = { ...pool, construction: value as PoolMeasures['construction'] };
    else pool = { ...pool, stairs: value === 'none' ? BASE_POOL.stairs : { type: value as PoolMeasures['stairs']['type'], side: 'short_side', width_m: 2, depth_m: 1.2 } };
  });
  return pool;
}

type TableOutcome = { ok: true; rows: PoolTableRow[] } | { ok: false };

type TableType = 'single' | 'boolean';
const VALUE_TYPE: Record<TableType, string> = { single: 'string', boolean: 'boolean' };

/** The table an expression of `fields` is, when each combination gives an answer (a key, or yes or no) or nothing (and an unknown construction nothing). */
function tableOf(source: string, fields: PoolKeyedField[], type: TableType): TableOutcome {
  const compiled = compilePoolBinding(source, type);
  if (!compiled.ok) return { ok: false };
  const run = (values: readonly (string | null)[]) => runPoolBinding(compiled.program, poolContext(poolWith(fields, values)));
  const rows: PoolTableRow[] = [];
  for (const values of poolTableCombinations(fields)) {
    const outcome = run(values);
    if (outcome.ok && typeof outcome.value !== VALUE_TYPE[type]) return { ok: false };
    if (!outcome.ok && outcome.reason !== 'no_value') return { ok: false };
    rows.push({ values, answer: outcome.ok ? (outcome.value as string | boolean) : null });
  }
  const construction = fields.indexOf('construction');
  if (construction >= 0) {
    // a construction not known: every combination of the other fields must give nothing
    for (const values of poolTableCombinations(fields)) {
      if (values[construction] !== POOL_CONSTRUCTIONS[0]) continue;
      if (run(values.map((value, index) => (index === construction ? null : value))).ok) return { ok: false };
    }
  }
  return { ok: true, rows };
}

/**
 * A question's binding as the form's model: none, a measure, a table, or custom (what the form cannot represent,
 * or an expression in error).
 *
 * @example
 * readPoolBinding({ type: 'number', fromPool: 'pool.width_m * 100.0' }) // { kind: 'measure', field: 'width_m', unit: 'cm' }
 * readPoolBinding({ type: 'single', fromPool: 'pool.length_m > 10 ? "large" : "small"' }) // { kind: 'custom', ... }
 */
export function readPoolBinding(question: Pick<DocQuestion, 'type' | 'fromPool'>): PoolBindingForm {
  const source = question.fromPool;
  if (source === undefined) return { kind: 'none' };
  const compiles = compilePoolBinding(source, question.type).ok;
  const custom: PoolBindingForm = { kind: 'custom', source, compiles };
  if (!compiles) return custom;
  if (question.type === 'number') {
    const match = MEASURE.exec(source);
    if (!match) return custom;
    const factor = Number(match[2] ?? 1);
    const unit = (Object.keys(POOL_UNITS) as PoolUnit[]).find((key) => POOL_UNITS[key] === factor)!;
    return { kind: 'measure', field: match[1] as PoolMeasureField, unit };
  }
  if (question.type === 'single' || question.type === 'boolean') {
    const fields = keyedFieldsRead(source);
    if (!fields || fields.length > MAX_TABLE_FIELDS) return custom;
    const table = tableOf(source, fields, question.type);
    return table.ok ? { kind: 'table', fields, rows: table.rows } : custom;
  }
  return custom;
}

const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** What gives no answer inside a condition (a bare null does not type-check beside a string). */
const NOTHING = 'dyn(null)';
const read = (field: PoolKeyedField) => `pool.${field}`;
const answerText = (answer: PoolTableAnswer) => (answer === null ? NOTHING : typeof answer === 'boolean' ? String(answer) : quoted(answer));

type Fallback = { field: number } | { answer: PoolTableAnswer };

/** The conditions that pick `rows` out of the table: a whole value of one field, else one combination. */
function conditionOf(fields: readonly PoolKeyedField[], all: readonly PoolTableRow[], rows: readonly PoolTableRow[]): string {
  const left = new Set(rows);
  const terms: string[] = [];
  if (fields.length > 1) {
    fields.forEach((field, index) => {
      for (const value of POOL_FIELD_VALUES[field]) {
        const withValue = all.filter((row) => row.values[index] === value);
        if (withValue.every((row) => left.has(row))) {
          withValue.forEach((row) => left.delete(row));
          terms.push(`${read(field)} == ${quoted(value)}`);
        }
      }
    });
  }
  for (const row of rows) {
    if (!left.has(row)) continue;
    terms.push(row.values.map((value, index) => `${read(fields[index]!)} == ${quoted(value)}`).join(' && '));
  }
  return terms.join(' || ');
}

/**
 * The form's model as the `fromPool` text to write; undefined removes the binding. A custom binding is written as it was.
 *
 * @example
 * writePoolBinding({ kind: 'measure', field: 'stairs.width_m', unit: 'cm' }) // 'pool.stairs.width_m * 100.0'
 */
export function writePoolBinding(form: PoolBindingForm): string | undefined {
  switch (form.kind) {
    case 'none':
      return undefined;
    case 'custom':
      return form.source;
    case 'measure':
      return form.unit === 'm' ? `pool.${form.field}` : `pool.${form.field} * ${POOL_UNITS[form.unit]}.0`;
    case 'table':
      return writeTable(form.fields, form.rows);
  }
}

function writeTable(fields: PoolKeyedField[], rows: PoolTableRow[]): string {
  if (fields.length === 0) return answerText(rows[0]?.answer ?? null);
  const candidates: Fallback[] = [...fields.map((_, field) => ({ field })), ...[...new Set(rows.map((row) => row.answer))].map((answer) => ({ answer }))];
  const gives = (fallback: Fallback, row: PoolTableRow) => ('field' in fallback ? row.values[fallback.field] : fallback.answer);
  const exceptionsOf = (fallback: Fallback) => rows.filter((row) => row.answer !== gives(fallback, row));
  const fallback = candidates.reduce((best, candidate) => (exceptionsOf(candidate).length < exceptionsOf(best).length ? candidate : best));
  const exceptions = exceptionsOf(fallback);
  const answers = [...new Set(exceptions.map((row) => row.answer))];
  const tail = 'field' in fallback ? read(fields[fallback.field]!) : answerText(fallback.answer);
  const condition = (answer: PoolTableAnswer) => conditionOf(fields, rows, exceptions.filter((row) => row.answer === answer));
  // yes where the condition holds, no elsewhere: the condition itself
  const yesWhere = !('field' in fallback) && fallback.answer === false && answers.length === 1 && answers[0] === true;
  const source = yesWhere ? condition(true) : answers.reduceRight<string>((rest, answer) => `${condition(answer)} ? ${answerText(answer)} : ${rest}`, tail);
  const type: TableType = rows.some((row) => typeof row.answer === 'boolean') ? 'boolean' : 'single';
  // an unknown construction gives nothing: said in so many words when the expression would not read the construction first
  return fields.includes('construction') && !tableOf(source, fields, type).ok ? `has(pool.construction) ? ${source} : ${NOTHING}` : source;
}
