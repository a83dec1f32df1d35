/**
 * The studio editor's completion: where the cursor stands in a half-typed
 * family file, and what the step DSL's schema offers there.
 */
import { describe, expect, it } from 'vitest';
import stepDslSchema from '../../../../schemas/step-dsl.schema.json';
import { propertyCompletions, valueCompletions, type JsonSchema } from '../../../../src/features/studio/schema-completion.ts';
import { yamlContextAt } from '../../../../src/features/studio/yaml-context.ts';

const root = stepDslSchema as JsonSchema;
/** The context at the `|` of a text. */
const at = (text: string) => yamlContextAt(text.replace('|', ''), text.indexOf('|'));
const labels = (items: { label: string }[]) => items.map((item) => item.label);

const STEPS = `family: bar
steps:
  - id: 1
    key: product
    questions:
      - key: variant
        type: single
        |
`;

describe('yamlContextAt', () => {
  it('reads the path of keys and list items down to the mapping being edited, and its keys', () => {
    const context = at(STEPS);
    expect(context).toMatchObject({ path: ['steps', '[]', 'questions', '[]'], mode: 'key', prefix: '', typeValue: 'single' });
    expect(context.siblings).toEqual(['type', 'key']);
  });

  it('reads a value being typed after its key', () => {
    expect(at('rules:\n  - key: too_wide\n    blocking: tr|')).toMatchObject({ path: ['rules', '[]'], mode: 'value', key: 'blocking', prefix: 'tr' });
  });

  it('starts a new list item on a dash', () => {
    expect(at('pricing:\n  - code: A\n    unitPrice: 3\n  - |')).toMatchObject({ path: ['pricing', '[]'], mode: 'key', siblings: [] });
  });

  it('offers the top-level keys at the root', () => {
    expect(at('family: bar\npri|')).toMatchObject({ path: [], mode: 'key', prefix: 'pri', siblings: ['family'] });
  });
});

/** The context at the `^` of a text holding a block scalar's `|`. */
const inText = (text: string) => yamlContextAt(text.replace('^', ''), text.indexOf('^'));

const NOTE = `pricing:
  - code: LIN-75
    note: |-
      Developed surface = floor + walls:
        floor: length × width
        walls^
`;

describe('yamlContextAt in a block of text', () => {
  it("reads a note's lines as text, whatever they look like, and the keys after it as keys", () => {
    for (const text of [NOTE, NOTE.replace('walls^', '^'), NOTE.replace('        walls^', '      wal^'), NOTE.replace('note: |-', 'note: >')]) {
      expect(inText(text), text).toMatchObject({ path: [], siblings: [], mode: 'value', prefix: '' });
      // the editor offers values in a value, and none here
      expect(valueCompletions(root, inText(text)), text).toEqual([]);
    }
    const after = NOTE.replace('        walls^', '        walls\n    desig^');
    expect(inText(after)).toMatchObject({ path: ['pricing', '[]'], mode: 'key', prefix: 'desig', siblings: ['note', 'code'] });
    expect(inText('pricing:\n  - code: A\n    note: |-\n      text\n  - ^')).toMatchObject({ path: ['pricing', '[]'], mode: 'key' });
  });
});

describe('schema completion', () => {
  it("offers a note on a price line and on a rule, with the schema's description", () => {
    for (const text of ['pricing:\n  - code: A\n    |', 'rules:\n  - key: too_wide\n    |']) {
      const offered = propertyCompletions(root, at(text));
      expect(labels(offered), text).toContain('note');
      expect(offered.find((item) => item.label === 'note')?.info).toMatch(/never to customers/);
    }
  });


  it('offers the properties of a single-choice question not written yet, with their descriptions', () => {
    const context = at(STEPS);
    const offered = propertyCompletions(root, context, context.typeValue);
    expect(labels(offered)).toEqual(expect.arrayContaining(['title', 'answers', 'required', 'help']));
    expect(labels(offered)).not.toContain('key');
    expect(labels(offered)).not.toContain('unit'); // a number question's property
  });

  it("offers a number question's own properties", () => {
    const context = at(STEPS.replace('type: single', 'type: number'));
    expect(labels(propertyCompletions(root, context, context.typeValue))).toEqual(expect.arrayContaining(['unit', 'min', 'max', 'step']));
  });

  it('offers the allowed values of a property', () => {
    expect(labels(valueCompletions(root, at('rules:\n  - key: a\n    blocking: |')))).toEqual(['true', 'false']);
    expect(labels(valueCompletions(root, at('steps:\n  - id: 1\n    questions:\n      - key: a\n        type: |')))).toEqual(
      expect.arrayContaining(['single', 'multiple', 'number', 'text', 'boolean']),
    );
  });

  it('offers the sections of a family at the root, with their descriptions', () => {
    const offered = propertyCompletions(root, at('family: bar\n|'));
    expect(labels(offered)).toEqual(expect.arrayContaining(['steps', 'rules', 'pricing', 'presets']));
    expect(offered.find((item) => item.label === 'steps')?.info).toMatch(/steps/);
  });
});
