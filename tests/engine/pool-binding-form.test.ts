/**
 * The studio's Pool tab reads a question's `fromPool` into its form and writes it back (issue 32, "the studio
 * edits these bindings"): every binding the six repository families declare is represented (a measure or a
 * table) and written back to an expression that gives every sample pool the same answer, or reported as custom;
 * what the form writes reads back as the same form.
 */
import { describe, expect, it } from 'vitest';
import {
  newPoolTable,
  POOL_KEYED_FIELDS,
  poolTableCombinations,
  readPoolBinding,
  samplePools,
  writePoolBinding,
  type DocQuestion,
  type PoolBindingForm,
  type PoolKeyedField,
  type PoolTableAnswer,
  type PoolMeasures,
} from '../../engine/index.ts';
import { compilePoolBinding, poolContext, runPoolBinding } from '../../engine/pool/pool-binding.ts';
import { loadFamilyDocuments } from './helpers/family-fixtures.ts';

/** The sample pools, and each again with its construction not known. */
const POOLS: PoolMeasures[] = samplePools().flatMap((pool) => [pool, { ...pool, construction: null }]);

/** What a binding gives each pool (a value, or why none). */
function outcomes(source: string, type: DocQuestion['type']) {
  const compiled = compilePoolBinding(source, type);
  if (!compiled.ok) throw new Error(`${source}: ${compiled.message}`);
  return POOLS.map((pool) => runPoolBinding(compiled.program, poolContext(pool)));
}

const bound = loadFamilyDocuments().flatMap(({ name, document }) =>
  (document as { steps: { questions: DocQuestion[] }[] }).steps.flatMap((step) =>
    step.questions.filter((question) => question.fromPool !== undefined).map((question) => ({ family: name, question })),
  ),
);

/** How the form reads each binding of the repository families (family/question → kind). */
const KINDS: Record<string, PoolBindingForm['kind']> = {
  'bar/length': 'measure',
  'bar/width': 'measure',
  'bar/stairs': 'table',
  'blind/construction': 'table',
  'blind/shape': 'table',
  'blind/length': 'measure',
  'blind/width': 'measure',
  'blind/stairs_width': 'measure',
  'blind/stairs_depth': 'measure',
  'bubble/shape': 'table',
  'bubble/length': 'measure',
  'bubble/width': 'measure',
  'liner/shape': 'table',
  'liner/length': 'measure',
  'liner/width': 'measure',
  'liner/shallow_depth': 'measure',
  'liner/deep_depth': 'measure',
  'liner/stairs_type': 'table',
  'liner/stairs_width': 'measure',
  'net/shape': 'table',
  'net/length': 'measure',
  'net/width': 'measure',
  'winter/shape': 'table',
  'winter/length': 'measure',
  'winter/width': 'measure',
};

describe('the repository families’ bindings in the Pool tab’s form', () => {
  it('finds every binding the six families declare', () => {
    expect(bound.map(({ family, question }) => `${family}/${question.key}`).sort()).toEqual(Object.keys(KINDS).sort());
  });

  it.each(bound.map(({ family, question }) => [`${family}/${question.key}`, question] as const))('%s is represented and written back to the same answers', (name, question) => {
    const form = readPoolBinding(question);
    expect(form.kind).toBe(KINDS[name]);
    const written = writePoolBinding(form)!;
    expect(outcomes(written, question.type)).toEqual(outcomes(question.fromPool!, question.type));
    expect(readPoolBinding({ ...question, fromPool: written })).toEqual(form);
  });

  it('writes back the canonical ones as they are written (a question not edited in the tab keeps its text)', () => {
    const changed = bound.filter(({ question }) => writePoolBinding(readPoolBinding(question)) !== question.fromPool).map(({ family, question }) => `${family}/${question.key}`);
    // the blind's shape reads stairs types as `<type>_stairs`: the same table, written as conditions
    expect(changed).toEqual(['blind/shape']);
  });

  it('reads the blind’s shape as the table of shape and stairs type it is', () => {
    const blindShape = bound.find(({ family, question }) => family === 'blind' && question.key === 'shape')!.question;
    const form = readPoolBinding(blindShape);
    expect(form).toMatchObject({ kind: 'table', fields: ['shape', 'stairs.type'] });
    const rows = form.kind === 'table' ? form.rows : [];
    expect(rows).toContainEqual({ values: ['rectangle', 'roman'], answer: 'roman_stairs' });
    expect(rows).toContainEqual({ values: ['rectangle', 'none'], answer: 'rectangle' });
    expect(rows).toContainEqual({ values: ['oval', 'corner'], answer: 'oval' });
    expect(rows).toHaveLength(16);
  });
});

describe('measures', () => {
  it('reads and writes a unit conversion', () => {
    expect(readPoolBinding({ type: 'number', fromPool: 'pool.width_m * 100.0' })).toEqual({ kind: 'measure', field: 'width_m', unit: 'cm' });
    expect(readPoolBinding({ type: 'number', fromPool: 'pool.stairs.depth_m*1000.0' })).toEqual({ kind: 'measure', field: 'stairs.depth_m', unit: 'mm' });
    expect(writePoolBinding({ kind: 'measure', field: 'stairs.width_m', unit: 'cm' })).toBe('pool.stairs.width_m * 100.0');
    expect(writePoolBinding({ kind: 'measure', field: 'deep_depth_m', unit: 'm' })).toBe('pool.deep_depth_m');
  });

  it('reports what the form cannot represent as custom, and an expression in error as not compiling', () => {
    expect(readPoolBinding({ type: 'number', fromPool: 'pool.length_m + 0.3' })).toEqual({ kind: 'custom', source: 'pool.length_m + 0.3', compiles: true });
    expect(readPoolBinding({ type: 'number', fromPool: "pool.free_form_dimensions['A']" })).toMatchObject({ kind: 'custom', compiles: true });
    expect(readPoolBinding({ type: 'number', fromPool: 'pool.width_m * 100' })).toMatchObject({ kind: 'custom', compiles: false });
    expect(readPoolBinding({ type: 'number', fromPool: 'pool.shape' })).toMatchObject({ kind: 'custom', compiles: false });
    expect(readPoolBinding({ type: 'number' })).toEqual({ kind: 'none' });
    expect(writePoolBinding({ kind: 'none' })).toBeUndefined();
  });
});

const single = (keys: string[], fromPool?: string): DocQuestion => ({
  key: 'q',
  type: 'single',
  title: { en: 'Q' },
  answers: keys.map((key) => ({ key, title: { en: key } })),
  ...(fromPool !== undefined ? { fromPool } : {}),
});

describe('tables', () => {
  it('starts a table with the answers of the same key', () => {
    const form = newPoolTable(single(['steel_panels', 'concrete', 'shell']), ['construction']);
    expect(form.rows).toEqual([
      { values: ['concrete'], answer: 'concrete' },
      { values: ['liner'], answer: null },
      { values: ['shell'], answer: 'shell' },
    ]);
    const edited = { ...form, rows: form.rows.map((row) => (row.values[0] === 'liner' ? { ...row, answer: 'steel_panels' } : row)) };
    expect(writePoolBinding(edited)).toBe("pool.construction == 'liner' ? 'steel_panels' : pool.construction");
  });

  it('writes a value that gives no answer, and reads it back', () => {
    const question = single(['rectangle', 'oval']);
    const form = newPoolTable(question, ['shape']);
    expect(form.rows.map((row) => row.answer)).toEqual(['rectangle', 'oval', null, null]);
    const written = writePoolBinding(form)!;
    expect(compilePoolBinding(written, 'single').ok).toBe(true);
    expect(readPoolBinding({ ...question, fromPool: written })).toEqual(form);
  });

  it('gives nothing for a construction not known, even when every construction gives the same answer', () => {
    const question = single(['x']);
    const form: PoolBindingForm = { kind: 'table', fields: ['construction'], rows: poolTableCombinations(['construction']).map((values) => ({ values, answer: 'x' })) };
    const written = writePoolBinding(form)!;
    expect(written).toBe("has(pool.construction) ? 'x' : dyn(null)");
    expect(readPoolBinding({ ...question, fromPool: written })).toEqual(form);
    expect(readPoolBinding({ ...question, fromPool: "has(pool.construction) ? pool.construction : 'concrete'" })).toMatchObject({ kind: 'custom', compiles: true });
  });

  it('reports a choice read from a measure, or from three fields, as custom', () => {
    expect(readPoolBinding(single(['big', 'small'], "pool.length_m > 10.0 ? 'big' : 'small'"))).toMatchObject({ kind: 'custom', compiles: true });
    expect(readPoolBinding(single(['a'], "pool.shape + pool.stairs.type + pool.construction == 'a' ? 'a' : 'b'"))).toMatchObject({ kind: 'custom', compiles: true });
    expect(readPoolBinding(single(['a'], 'pool.length_m'))).toMatchObject({ kind: 'custom', compiles: false });
  });

  /** The answer a table gives each combination of the three keyed fields (a construction not known too). */
  function expand(form: PoolBindingForm): PoolTableAnswer[] {
    if (form.kind !== 'table') return [];
    const all = [...poolTableCombinations(POOL_KEYED_FIELDS), ...poolTableCombinations(['shape', 'stairs.type']).map((values) => [...values, null])];
    return all.map((values) => {
      const picked = form.fields.map((field) => values[POOL_KEYED_FIELDS.indexOf(field)]);
      if (picked.includes(null)) return null;
      return form.rows.find((row) => row.values.every((value, index) => value === picked[index]))!.answer;
    });
  }

  it('reads back every table it writes, on each field and pair of fields (a table giving one answer everywhere as that answer)', () => {
    const answers = ['a', 'b', 'rectangle', 'roman', 'liner', null];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const fieldSets: PoolKeyedField[][] = [...POOL_KEYED_FIELDS.map((field) => [field]), ['shape', 'stairs.type'], ['shape', 'construction'], ['stairs.type', 'construction']];
    for (const fields of fieldSets) {
      for (let round = 0; round < 25; round += 1) {
        const form: PoolBindingForm = { kind: 'table', fields, rows: poolTableCombinations(fields).map((values) => ({ values, answer: answers[next() % answers.length]! })) };
        const written = writePoolBinding(form)!;
        const read = readPoolBinding(single(['a'], written));
        if (read.kind === 'table' && read.fields.length === form.fields.length) expect(read, written).toEqual(form);
        else expect(new Set(form.rows.map((row) => row.answer)).size, written).toBe(1);
        expect(expand(read), written).toEqual(expand(form));
      }
    }
  });
});

describe('yes-or-no questions', () => {
  const yesNo = (fromPool?: string): DocQuestion => ({ key: 'concrete', type: 'boolean', title: { en: 'Concrete pool' }, ...(fromPool !== undefined ? { fromPool } : {}) });

  it('reads a condition on the pool as a table to yes and no, and writes it back as the condition', () => {
    const form = readPoolBinding(yesNo("pool.construction == 'concrete'"));
    expect(form).toEqual({
      kind: 'table',
      fields: ['construction'],
      rows: [
        { values: ['concrete'], answer: true },
        { values: ['liner'], answer: false },
        { values: ['shell'], answer: false },
      ],
    });
    expect(writePoolBinding(form)).toBe("pool.construction == 'concrete'");
  });

  it('writes yes, no and none on shape and stairs, and reads them back', () => {
    const rows = poolTableCombinations(['shape', 'stairs.type']).map((values, index) => ({ values, answer: [true, false, null][index % 3]! }));
    const form: PoolBindingForm = { kind: 'table', fields: ['shape', 'stairs.type'], rows };
    const written = writePoolBinding(form)!;
    expect(compilePoolBinding(written, 'boolean').ok).toBe(true);
    expect(readPoolBinding(yesNo(written))).toEqual(form);
  });

  it('reads back every yes-or-no table it writes, on each field and pair of fields', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const fieldSets: PoolKeyedField[][] = [...POOL_KEYED_FIELDS.map((field) => [field]), ['shape', 'stairs.type'], ['shape', 'construction'], ['stairs.type', 'construction']];
    for (const fields of fieldSets) {
      for (let round = 0; round < 15; round += 1) {
        const form: PoolBindingForm = { kind: 'table', fields, rows: poolTableCombinations(fields).map((values) => ({ values, answer: [true, false, null][next() % 3]! })) };
        const written = writePoolBinding(form)!;
        const read = readPoolBinding(yesNo(written));
        if (new Set(form.rows.map((row) => row.answer)).size > 1) expect(read, written).toEqual(form);
        else expect(read, written).toMatchObject({ kind: 'table' });
      }
    }
  });

  it('reports a yes-or-no from a measure as custom', () => {
    expect(readPoolBinding(yesNo('pool.length_m > 10.0'))).toMatchObject({ kind: 'custom', compiles: true });
  });
});
