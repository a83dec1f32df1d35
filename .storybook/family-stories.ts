/**
 * Stories made from the family files, with no code per family: adding
 * `schemas/families/x.family.yaml` adds its stories.
 *
 * - `familyIndexer` (Storybook's `experimental_indexers`) lists one story per
 *   form step of a family file: title `Families/<family's English title>`,
 *   name `<step id> <step's English title>`.
 * - `familyStoriesPlugin` (Vite) loads a family file as the CSF module those
 *   entries point at: the parsed document, a default export and one named
 *   export per step, each made by `familyStepStory` of
 *   stories/families/family-step-story.tsx, which compiles the family with the
 *   engine and renders the step. Storybook's Vitest plugin picks it up through
 *   `viteFinal`, so the same stories run as tests.
 *
 * This side runs in Node and only reads the outline (family title, step ids,
 * keys and English titles); the engine checks the whole document in the story.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

export const FAMILY_FILE = /\.family\.yaml$/;
/** The glob of .storybook/main.ts `stories`, relative to .storybook/. */
export const FAMILY_STORIES_GLOB = '../schemas/families/*.family.yaml';

const STORY_HELPER = fileURLToPath(new URL('../stories/families/family-step-story.tsx', import.meta.url));

export interface FamilyStepOutline {
  id: number;
  key: string;
  title: string;
  exportName: string;
}

export interface FamilyOutline {
  family: string;
  title: string;
  steps: FamilyStepOutline[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function englishTitle(value: unknown, where: string): string {
  if (isRecord(value) && typeof value.en === 'string') return value.en;
  throw new Error(`${where}: an English title (title.en) is required`);
}

/** `shape_size` -> `ShapeSize`. */
const pascalCase = (key: string) =>
  key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The export name of a step's story, e.g. `Step2ShapeSize`: a valid identifier, unique per family since step ids are. */
export const stepExportName = (id: number, key: string) => `Step${id < 0 ? `M${-id}` : id}${pascalCase(key)}`;

/** What the index and the CSF module need from a parsed family document; a malformed one throws, naming the file. */
export function familyOutline(document: unknown, fileName: string): FamilyOutline {
  const where = path.basename(fileName);
  if (!isRecord(document) || typeof document.family !== 'string' || !Array.isArray(document.steps)) {
    throw new Error(`${where}: not a family document (family and steps are required)`);
  }
  const steps = document.steps.map((step: unknown, index) => {
    const at = `${where} /steps/${index}`;
    if (!isRecord(step) || typeof step.id !== 'number' || typeof step.key !== 'string') throw new Error(`${at}: id and key are required`);
    return { id: step.id, key: step.key, title: englishTitle(step.title, at), exportName: stepExportName(step.id, step.key) };
  });
  return { family: document.family, title: englishTitle(document.title, where), steps };
}

const readDocument = (fileName: string): unknown => parse(readFileSync(fileName, 'utf8'));

export const familyTitle = (outline: FamilyOutline) => `Families/${outline.title}`;
export const stepStoryName = (step: FamilyStepOutline) => `${step.id} ${step.title}`;

/** One story entry per form step of a family file. */
export const familyIndexer: Indexer = {
  test: FAMILY_FILE,
  createIndex: async (fileName) => {
    const outline = familyOutline(readDocument(fileName), fileName);
    return outline.steps.map((step) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: step.exportName,
      name: stepStoryName(step),
      title: familyTitle(outline),
    }));
  },
};

/** The CSF module of a family file. */
export function familyCsfModule(document: unknown, fileName: string): string {
  const outline = familyOutline(document, fileName);
  const helper = JSON.stringify(STORY_HELPER);
  const lines = [
    `import { familyMeta, familyStepStory } from ${helper};`,
    `const document = ${JSON.stringify(document)};`,
    `export default { title: ${JSON.stringify(familyTitle(outline))}, ...familyMeta(document) };`,
    ...outline.steps.map(
      (step) => `export const ${step.exportName} = { name: ${JSON.stringify(stepStoryName(step))}, ...familyStepStory(document, ${step.id}) };`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Loads `*.family.yaml` (without a query such as `?raw`) as its CSF module.
 * Vite's dependency scan cannot read YAML, so the story helper is named as an
 * entry: otherwise its packages (RJSF…) are found while the stories run, and
 * the re-optimisation loads React twice.
 */
export function familyStoriesPlugin(): Plugin {
  return {
    name: 'pool-configurator:family-stories',
    enforce: 'pre',
    config: (config) => ({
      optimizeDeps: { entries: [path.relative(config.root ?? process.cwd(), STORY_HELPER)] },
    }),
    load(id) {
      if (!FAMILY_FILE.test(id)) return null;
      this.addWatchFile(id);
      return { code: familyCsfModule(readDocument(id), id), map: null, moduleType: 'js' };
    },
  };
}
