/**
 * The family stories (.storybook/family-stories.ts): every family file gives
 * one story per form step, with names and export names that match the
 * compiled family, and a CSF module with those exports.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { familyCatalogue, familyStep, storyAnswers, storyQuestions } from '../../../stories/families/family-story-data.ts';
import { familyCsfModule, familyIndexer, familyOutline, stepExportName } from '../../../.storybook/family-stories.ts';
import { isStepVisible } from '../../../engine/index.ts';

const FAMILIES = new URL('../../../schemas/families/', import.meta.url);
const files = fs.readdirSync(FAMILIES).filter((name) => name.endsWith('.family.yaml'));
const pathOf = (name: string) => new URL(name, FAMILIES).pathname;
const documentOf = (name: string) => parse(fs.readFileSync(pathOf(name), 'utf8')) as object;

describe('family stories', () => {
  it('finds the six families', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it('names step exports as identifiers', () => {
    expect(stepExportName(2, 'shape_size')).toBe('Step2ShapeSize');
    expect(stepExportName(-1, 'x-y')).toBe('StepM1XY');
  });

  it('refuses a document that is not a family, naming the file', () => {
    expect(() => familyOutline({ family: 'x' }, '/a/x.family.yaml')).toThrow(/x\.family\.yaml/);
    expect(() => familyOutline({ family: 'x', title: { fr: 'X' }, steps: [] }, 'x.family.yaml')).toThrow(/title\.en/);
  });

  for (const name of files) {
    describe(name, () => {
      const document = documentOf(name);
      const catalogue = familyCatalogue(document);
      const outline = familyOutline(document, name);

      it('indexes one story per form step, titled in English', async () => {
        const entries = await familyIndexer.createIndex(pathOf(name), {} as never);
        expect(entries.map((entry) => entry.name)).toEqual(catalogue.steps.map((step) => `${step.id} ${step.title.en}`));
        expect(new Set(entries.map((entry) => entry.title))).toEqual(new Set([`Families/${catalogue.title.en}`]));
        expect(new Set(entries.map((entry) => entry.exportName)).size).toBe(entries.length);
      });

      it('builds a CSF module with a default export and one export per step', () => {
        const code = familyCsfModule(document, name);
        expect(code).toContain(`export default { title: ${JSON.stringify(`Families/${outline.title}`)}`);
        for (const step of outline.steps) expect(code).toContain(`export const ${step.exportName} = { name: ${JSON.stringify(`${step.id} ${step.title}`)}`);
      });

      it('shows every step with a preset and at least one question', () => {
        for (const step of catalogue.steps) {
          const shown = familyStep(catalogue, step.id);
          const answers = storyAnswers(catalogue, shown);
          expect(isStepVisible(shown, answers), step.key).toBe(true);
          expect(storyQuestions(catalogue, shown).length, step.key).toBeGreaterThan(0);
        }
      });
    });
  }
});
